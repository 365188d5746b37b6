import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { RESET_LINK_MINUTES } from '../../../contracts/account-security.js';
import type { Db } from '../../db/client.js';
import { passwordResets } from '../../db/schema/index.js';
import { replacePassword } from './sessions.queries.js';

// Only a hash of a reset token is stored (decision 043): someone who reads the database cannot
// use a link. The token is 256 random bits, so a fast hash is enough.
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new reset token for the user; the link made before it, if any, stops working. */
export async function issueResetToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  const expiresAt = sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`;
  await db
    .insert(passwordResets)
    .values({ userId, tokenHash, expiresAt })
    .onConflictDoUpdate({ target: passwordResets.userId, set: { tokenHash, expiresAt } });
  return token;
}

const live = (token: string) =>
  and(eq(passwordResets.tokenHash, hashOf(token)), gt(passwordResets.expiresAt, sql`now()`));

/** Whether a link still works (the reset page asks before showing its form). */
export async function isResetTokenLive(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(live(token));
  return Boolean(row);
}

/**
 * Uses a reset token: the account gets the new password and every session of it ends, in one
 * transaction with the token's removal (so a link works once). Answers the user's id, or null for
 * a token unknown, used, replaced or expired.
 */
export async function redeemResetToken(
  db: Db,
  token: string,
  passwordHash: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(passwordResets)
      .where(live(token))
      .returning({ userId: passwordResets.userId });
    if (!row) return null;
    await replacePassword(tx, row.userId, passwordHash, null);
    return row.userId;
  });
}

/** Removes links past their time (a used one is gone already). */
export async function purgeExpiredResetLinks(db: Db) {
  await db.delete(passwordResets).where(lte(passwordResets.expiresAt, sql`now()`));
}
