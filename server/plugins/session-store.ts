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
    select s.sess, s.expire,
           ${sql.raw(userColumns.map(([key, column]) => `u.${column.name} as "u_${key}"`).join(', '))}
      from session s left join users u on u.id = s.sess->>'userId'
     where s.sid = ${sql.placeholder('sid')} and s.expire > now()
     limit 1`,
);

/**
 * The live session with that id and the user it signs in, in one statement: every request of a
 * signed-in user costs one round trip here, not two (decision 016).
 */
export async function loadSession(
  db: Db,
  sid: string,
): Promise<{ data: SessionData; expire: Date; user: UserRow | null } | undefined> {
  const [row] = await loadStatement.run(db, { sid });
  if (!row) return undefined;
  const user =
    row.u_id == null
      ? null
      : (Object.fromEntries(userColumns.map(([key]) => [key, row[`u_${key}`]])) as UserRow);
  return { data: (row.sess ?? {}) as SessionData, expire: new Date(row.expire as Date), user };
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
