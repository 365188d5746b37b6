import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { SESSIONS_LISTED } from '../../../contracts/account-security.js';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

/** A user's live sessions, the most recently seen first (session_user_seen_idx). */
export function listSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expire, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(SESSIONS_LISTED);
}

/** Ends one of the user's sessions by its public id; false when the user has no such session. */
export async function endSession(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return gone.length > 0;
}

/** Ends every session of the user but the one with public id `keep` (null: every one). */
export async function endSessionsBut(db: Db, userId: string, keep: string | null) {
  await db
    .delete(sessions)
    .where(
      keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId),
    );
}

/**
 * A new password for the user, and every other session of theirs ended, in one transaction: a
 * device that knew the old password is not left signed in.
 */
export async function replacePassword(
  db: Db,
  userId: string,
  passwordHash: string,
  keep: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await endSessionsBut(tx, userId, keep);
  });
}
