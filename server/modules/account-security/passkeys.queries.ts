import { createHash } from 'node:crypto';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passkeys, webauthnChallenges } from '../../db/schema/index.js';

/** How long the browser has to answer a challenge. */
const CHALLENGE_MINUTES = 5;

const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/** Keeps a challenge (its hash) for a registration by `userId`, or for a sign-in (null). */
export async function keepChallenge(db: Db, challenge: string, userId: string | null) {
  await db.insert(webauthnChallenges).values({
    challengeHash: hashOf(challenge),
    userId,
    expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
  });
}

/**
 * Uses up a challenge the browser answered: true when it was kept for `userId` (null: a
 * sign-in) and has not lapsed. Deleted either way, so no answer is accepted twice.
 */
export async function takeChallenge(db: Db, challenge: string, userId: string | null) {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(eq(webauthnChallenges.challengeHash, hashOf(challenge)))
    .returning();
  return Boolean(row && row.userId === userId && row.expiresAt.getTime() > Date.now());
}

export async function purgeOldChallenges(db: Db) {
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, sql`now()`));
}

const listed = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

/** A cook's passkeys, oldest first (passkeys_user_idx); a person has a handful. */
export function listPasskeys(db: Db, userId: string) {
  return db
    .select({ ...listed, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt))
    .limit(100);
}

export async function addPasskey(
  db: Db,
  values: {
    id: string;
    userId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    name: string;
  },
) {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning(listed);
  return row;
}

export async function findPasskey(db: Db, id: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id));
  return row;
}

/** Records a sign-in with the passkey: its new counter, unless another sign-in got further. */
export async function markPasskeyUsed(db: Db, id: string, counter: number) {
  await db
    .update(passkeys)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, id), lte(passkeys.counter, counter)));
}

export async function removePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return gone.length > 0;
}

/** How many passkeys the cook has: the next one's name ("Passkey 3"). */
export async function passkeyCount(db: Db, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}
