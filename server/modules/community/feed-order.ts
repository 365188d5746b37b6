import { type SQL, sql } from 'drizzle-orm';
import type { FeedSort } from '../../../contracts/community.js';
import type { FeedPageOptions, FeedValue } from './feed-options.js';

// The feed's orders and cursors, shared by every source a page is read from.

/** The order of `sort`; with one author (`byAuthor`) user_id leads it (see ownedBy). */
export function order(sort: FeedSort, alias: string, byAuthor = false, idColumn = 'id'): SQL {
  const a = sql.raw(alias);
  const id = sql.raw(`${alias}.${idColumn}`);
  const dir = sql.raw(sort === 'oldest' ? 'asc' : 'desc');
  const author = byAuthor ? sql`${a}.user_id ${dir}, ` : sql``;
  switch (sort) {
    case 'oldest':
      return sql`${author}${id} asc`;
    case 'popular':
      return sql`${author}${a}.likes_count desc, ${id} desc`;
    default:
      return sql`${author}${id} desc`;
  }
}

/** Rows after the cursor in `sort` order; popular compares (likes_count, id) as the index does. */
export function cursor(
  options: FeedPageOptions,
  alias: string,
  v: FeedValue,
  idColumn = 'id',
): SQL[] {
  const { sort } = options;
  if (options.before === undefined) return [];
  const before = v('before');
  const id = sql.raw(`${alias}.${idColumn}`);
  switch (sort) {
    case 'oldest':
      return [sql`${id} > ${before}`];
    case 'popular':
      return [
        sql`(${sql.raw(alias)}.likes_count, ${sql.raw(alias)}.id) <
            (select c.likes_count, c.id from announcements c where c.id = ${before})`,
      ];
    default:
      return [sql`${id} < ${before}`];
  }
}
