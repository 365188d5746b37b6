import { eq, getTableColumns, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { Prepared } from '../db/prepared.js';
import { sessions, type UserRow, users } from '../db/schema/index.js';

/** What a session holds; the cookie carries only the signed session id (decision 002). */
export interface SessionData {
  userId?: string;
  /** OIDC mode: the id token, for the provider's end-session hint. */
  idToken?: string;
  /** OIDC mode: the pending authorization request. */
  oidc?: { state: string; codeVerifier: string; returnTo: string } | undefined;
}

const userColumns = Object.entries(getTableColumns(users));

/** One prepared statement: the session row and every column of its user, prefixed `u_`. */
const loadStatement = new Prepared<{ sid: string }>(
  'session_load',
  () => sql`
    select s.sess, s.expire, s.id as s_id, s.last_seen_at as s_last_seen_at,
           s.created_at as s_created_at,
           ${sql.raw(userColumns.map(([key, column]) => `u.${column.name} as "u_${key}"`).join(', '))}
      from session s left join users u on u.id = s.sess->>'userId'
     where s.sid = ${sql.placeholder('sid')} and s.expire > now()
     limit 1`,
);

/**
 * The live session with that id and the user it signs in, in one statement: every request of a
 * signed-in user costs one round trip here, not two (decision 016).
 */
export async function loadSession(db: Db, sid: string): Promise<LoadedSession | undefined> {
  const [row] = await loadStatement.run(db, { sid });
  if (!row) return undefined;
  const user =
    row.u_id == null
      ? null
      : (Object.fromEntries(userColumns.map(([key]) => [key, row[`u_${key}`]])) as UserRow);
  return {
    data: (row.sess ?? {}) as SessionData,
    expire: new Date(row.expire as Date),
    id: row.s_id as string,
    lastSeenAt: new Date(row.s_last_seen_at as Date),
    createdAt: new Date(row.s_created_at as Date),
    user,
  };
}

export interface LoadedSession {
  data: SessionData;
  expire: Date;
  /** The public id an account's list of devices shows (never the sid). */
  id: string;
  lastSeenAt: Date;
  /** When it was signed in (a session is made anew at every sign-in). */
  createdAt: Date;
  user: UserRow | null;
}

/**
 * Writes a session. Its user is a column too, so an account's sessions are found (and ended)
 * by an index; the user agent is kept from the request that created it.
 */
export async function saveSession(
  db: Db,
  sid: string,
  data: SessionData,
  expire: Date,
  userAgent: string | null,
): Promise<void> {
  const userId = data.userId ?? null;
  await db
    .insert(sessions)
    .values({ sid, sess: data, expire, userId, userAgent })
    .onConflictDoUpdate({ target: sessions.sid, set: { sess: data, expire, userId } });
}

/** How stale "last seen" may get: one write per device every few minutes, not per request. */
export const SEEN_EVERY_MS = 5 * 60 * 1000;

/** Marks a session seen now. */
export async function markSeen(db: Db, sid: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.sid, sid));
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
