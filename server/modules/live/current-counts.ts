import { sql } from 'drizzle-orm';
import type { CountsEvent } from '../../../contracts/live-events.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * The counts of the posts and comments a page watches, as they are now: what a stream sends first,
 * so a page that (re)opened its stream misses nothing that moved meanwhile (decision 048).
 * At most 100 of each, read by their keys; withheld ones only for their author.
 */
export async function currentCounts(
  db: Db,
  readerId: string,
  posts: number[],
  comments: number[],
): Promise<CountsEvent[]> {
  if (posts.length === 0 && comments.length === 0) return [];
  const ids = (list: number[]) => `{${list.join(',')}}`;
  const rows = rowsOf<CountsEvent>(
    await db.execute(sql`
      select 'announcement' as "contentType", id, likes_count as "likesCount",
             comments_count as "commentsCount"
        from announcements
       where id = any(${ids(posts)}::int[]) and (not withheld or user_id = ${readerId})
      union all
      select 'comment', id, likes_count, replies_count
        from comments
       where id = any(${ids(comments)}::int[]) and (not withheld or user_id = ${readerId})`),
  );
  return rows;
}
