import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, type UserRow, users } from '../db/schema/index.js';
import type { SessionData } from './session.js';

/**
 * The live session with that id and the user it signs in, in one statement: every request of a
 * signed-in user costs one round trip here, not two (issue 9).
 */
export async function loadSession(
  db: Db,
  sid: string,
): Promise<{ data: SessionData; expire: Date; user: UserRow | null } | undefined> {
  const [row] = await db
    .select({ sess: sessions.sess, expire: sessions.expire, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sql`${sessions.sess}->>'userId'`))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, sql`now()`)))
    .limit(1);
  if (!row) return undefined;
  return { data: (row.sess ?? {}) as SessionData, expire: row.expire, user: row.user };
}

export async function saveSession(
  db: Db,
  sid: string,
  data: SessionData,
  expire: Date,
): Promise<void> {
  await db
    .insert(sessions)
    .values({ sid, sess: data, expire })
    .onConflictDoUpdate({ target: sessions.sid, set: { sess: data, expire } });
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Removes expired session rows; returns how many went. */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lte(sessions.expire, sql`now()`))
    .returning({ sid: sessions.sid });
  return gone.length;
}
