import { type SQL, sql } from 'drizzle-orm';
import type { FeedPageOptions, FeedValue } from './feed-options.js';
import { cursor, order } from './feed-order.js';

/**
 * The ids of a page of "popular" among the reader's likes, in order. No index holds one cook's likes
 * in their posts' order, so the page sorts likes — but only those of the top steps (decision 058).
 * Each like carries its post's step, a band of its likes: the post's level (how many of 2, 4, …,
 * 4096 its likes reach) or one more, so a post of step s has at least 2^(s-1) likes and one
 * below step `low` fewer than 2^low. The likes are read along (user_id, step), from `high` (above
 * it every post has more likes than the cursor's) down to `low`, and each liked post's likes,
 * withheld and author come from announcements_like_order_idx alone. A tier is sure when the page
 * is full and its last post has at least 2^low likes: no post left out could be on it. The first
 * tier starts at the step where the reader's likes reach `limit` (counted up to the cursor's
 * level), the second one step lower; when neither is sure (many of those likes withheld, blocked
 * or before the cursor, or posts that lost half their likes) every like is read. One statement:
 * a tier not needed is never run. `offset 0` keeps the likes read first: the planner would rather
 * walk the whole popular index probing for likes, which reads thousands of posts per page.
 */
export function likedPopular(options: FeedPageOptions, v: FeedValue, filters: SQL[]): SQL {
  const where = [...cursor(options, 'k', v), ...filters];
  const tier = (low: SQL) => sql`
        select k.id, k.likes_count
          from (select announcement_id from announcement_likes
                 where user_id = ${v('viewerId')}
                   and step between ${low} and (select high from reach) offset 0) l
          join announcements k on k.id = l.announcement_id
         ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
         order by ${order('popular', 'k')} limit ${v('limit')}`;
  // Whether a tier is sure, once per tier (each test below reads the kept answer).
  const sure = (name: string, low: SQL) => sql`
        select ${low} = 0 or (count(*) >= ${v('limit')} and min(likes_count) >= 1 << ${low}) as ok
          from ${sql.raw(name)}`;
  const [firstLow, secondLow] = [
    sql`(select t from top)`,
    sql`greatest((select t from top) - 1, 0)`,
  ];
  const [firstSure, secondSure] = [
    sql`(select ok from first_sure)`,
    sql`(select ok from second_sure)`,
  ];
  const reach =
    options.before === undefined
      ? sql`select 32767 as high, 32767 as counted`
      : sql`select like_level(c.likes_count) + 1 as high, like_level(c.likes_count) as counted
              from announcements c where c.id = ${v('before')}`;
  return sql`
      with reach as (${reach}),
      top as (
        select coalesce(max(s.step), 0) as t from (
          select step, sum(count(*)) over (order by step desc) as likes
            from announcement_likes
           where user_id = ${v('viewerId')} and step <= (select counted from reach)
           group by step) s
         where s.likes >= ${v('limit')}
      ),
      first as (${tier(firstLow)}),
      second as (${tier(secondLow)}),
      every as (${tier(sql`0`)}),
      first_sure as (${sure('first', firstLow)}),
      second_sure as (${sure('second', secondLow)})
      select id from first where ${firstSure}
      union all
      select id from second where not ${firstSure} and ${secondSure}
      union all
      select id from every where not ${firstSure} and not ${secondSure}`;
}
