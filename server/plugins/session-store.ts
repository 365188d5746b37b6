import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema/index.js';

type Callback = (err?: unknown) => void;

/** @fastify/session store over the `session` table, so any instance can serve any request. */
export class DbSessionStore {
  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  get(sid: string, callback: (err: unknown, session?: Session | null) => void): void {
    this.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expire, sql`now()`)))
      .then((rows) => callback(null, (rows[0]?.sess as Session | undefined) ?? null), callback);
  }

  set(sid: string, session: Session, callback: Callback): void {
    const expires = session.cookie?.expires;
    const expire = expires ? new Date(expires) : new Date(Date.now() + this.ttlMs);
    const sess = JSON.parse(JSON.stringify(session));
    this.db
      .insert(sessions)
      .values({ sid, sess, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } })
      .then(() => callback(), callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
  }
}

/** Removes expired session rows; returns how many went. */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lte(sessions.expire, sql`now()`))
    .returning({ sid: sessions.sid });
  return gone.length;
}
