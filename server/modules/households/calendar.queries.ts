import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The secret of a calendar address: 32 characters of base64url. Anything else is no address. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** A new secret address for the cook's calendar feed; the one before stops working. */
export async function renewCalendarToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.execute(sql`
    insert into calendar_feeds (user_id, token_hash) values (${userId}, ${hashOf(token)})
    on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now()`);
  return token;
}

/** Whose calendar a secret opens, or undefined. */
export async function calendarOwner(db: Db, token: string): Promise<string | undefined> {
  const [row] = rowsOf<{ user_id: string }>(
    await db.execute(sql`select user_id from calendar_feeds where token_hash = ${hashOf(token)}`),
  );
  return row?.user_id;
}
