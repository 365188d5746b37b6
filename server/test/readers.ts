import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';

/** A cook's users row as the session reads it for each request, kept counts included. */
export async function userRowOf(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no cook ${id}`);
  return row;
}
