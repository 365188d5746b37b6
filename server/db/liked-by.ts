import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether the reader (`readerId`, as the statement has it) liked the row `id` of a page: one
 * probe of the likes' (target, user) key per row. Written as `exists (…)` the planner may instead
 * hash all of the reader's likes once per page — its guess for a prepared statement's `limit` is
 * thousands of rows — and a cook with 50 000 likes then reads all of them for every page.
 * A scalar subquery is never hashed.
 */
export function likedBy(
  likes: 'announcement_likes' | 'comment_likes',
  targetColumn: 'announcement_id' | 'comment_id',
  id: SQL,
  readerId: unknown,
): SQL {
  return sql`coalesce((select true from ${sql.raw(likes)} l
                        where l.${sql.raw(targetColumn)} = ${id} and l.user_id = ${readerId}), false)`;
}
