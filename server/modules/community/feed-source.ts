import { type SQL, sql } from 'drizzle-orm';
import type { FeedSort } from '../../../contracts/community.js';
import { ownedBy } from '../../db/owner-filter.js';
import { shownTo } from '../../db/withheld.js';
import { likedPopular } from './feed-liked-popular.js';
import { type FeedPageOptions, type FeedValue, WALK_ROWS } from './feed-options.js';
import { cursor, order } from './feed-order.js';

// The rows a page of the feed is read from, and their order: each list along the index that
// delivers it in that order (see feedPage in feed.queries.ts).

interface Source {
  /** `a`: the announcements of the page. */
  from: SQL;
  /** The conditions that pick them. */
  where: SQL[];
  /** The alias whose id orders the page, when not `a`'s (the planner cannot see they are equal). */
  order?: string;
}

/** `a`: the announcements of the page, and the conditions that pick them. */
export function source(options: FeedPageOptions, v: FeedValue): Source {
  const { filter, viewerId, sort } = options;
  const filters = (alias: string, searching = true) => {
    const list = searching ? search(options.q, alias, v) : [];
    if (options.authorId) list.push(ownedBy(sql`${sql.raw(alias)}.user_id`, v('authorId')));
    const reader = { id: viewerId, moderates: Boolean(options.moderates) };
    list.push(...shownTo(alias, reader, v('viewerId')), ...unwanted(options, alias, v));
    return list;
  };

  if (filter === 'following' && viewerId && options.plan === 'walk') {
    // A followed author is never the reader nor blocked (a block ends follows both ways).
    return {
      from: walk(options, v),
      where: [
        sql`exists (select 1 from follows f
                     where f.follower_id = ${v('viewerId')} and f.following_id = a.user_id)`,
        ...search(options.q, 'a', v),
        ...(options.moderates ? [] : [sql`not a.withheld`]),
        ...muted(options, 'a', v),
      ],
    };
  }
  if (filter === 'following' && viewerId) {
    // Two steps bounded by the followed authors, never by their posts. First each followed
    // author's best post after the cursor (ids only); only the authors of the best `limit` of
    // those can have a post on the page (a post of any other author ranks below its author's
    // best, which ranks below `limit` others). Then the top posts of each of those authors, and
    // the best `limit` of them, which alone are read whole. The author ranked k-th by their best
    // can place at most `limit` - k + 1 posts on the page (each ranks below the k - 1 better
    // authors' bests), so at most about limit²/2 index entries are read, not limit². When
    // `limit` authors were chosen, the page's posts all rank at or above the last one's best (the
    // chosen authors' bests are `limit` posts at or above it), so each author's posts are read
    // down to it only. A followed author is never the reader nor blocked (a block ends follows
    // both ways), so only `withheld` — in the index — is tested, and muted words when the reader
    // has any.
    const own = (alias: string, author: string) => [
      sql`${sql.raw(alias)}.user_id = ${sql.raw(author)}`,
      ...cursor(options, alias, v),
      ...search(options.q, alias, v),
      ...(options.moderates ? [] : [sql`not ${sql.raw(alias)}.withheld`]),
      ...muted(options, alias, v),
    ];
    return {
      from: sql`(
          select top.id, top.likes_count from (
            select c.user_id, c.rank, ${floor(sort, v)} as floor from (
              select h.user_id, h.id, h.likes_count,
                     row_number() over (order by ${order(sort, 'h')}) as rank
                from ${bestOfEach(options, v, own)}
              order by ${order(sort, 'h')} limit ${v('limit')}
            ) c
          ) chosen
          cross join lateral (
            select t.id, t.likes_count from announcements t
             where ${sql.join([...own('t', 'chosen.user_id'), atOrAbove(sort, 't', 'chosen.floor')], sql` and `)}
             order by ${order(sort, 't')} limit ${v('limit')} - chosen.rank + 1
          ) top
          order by ${order(sort, 'top')} limit ${v('limit')}
        ) top
        join announcements a on a.id = top.id`,
      where: [],
    };
  }
  if (filter === 'liked' && viewerId && sort === 'popular') {
    return {
      from: sql`(${likedPopular(options, v, filters('k'))}) top join announcements a on a.id = top.id`,
      where: [],
    };
  }
  if (filter === 'liked' && viewerId) {
    // In id order the cursor goes on the like row's copy of the id, so the scan stays inside the
    // (user_id, announcement_id) index, which is already in page order.
    return {
      from: sql`announcement_likes l join announcements a on a.id = l.announcement_id`,
      where: [
        sql`l.user_id = ${v('viewerId')}`,
        ...cursor(options, 'l', v, 'announcement_id'),
        ...filters('a'),
      ],
    };
  }
  if (options.plan === 'words') {
    // The next WALK_ROWS posts of each word (ids only, along the word index), merged in page
    // order and cut at WALK_ROWS; then each is looked up and tested in that order, and the page
    // stops at `limit`. A page this does not fill is gathered (see feedPage). The lookup is a
    // lateral subquery kept whole (`offset 0`): joined plainly, the planner may merge the ids
    // with a walk of the whole primary key, which reads the table for a rare word.
    const wordPosts = (word: SQL) => sql`
        select w.announcement_id as id from announcement_words w
         where ${sql.join([sql`w.word = ${word}`, ...cursor(options, 'w', v, 'announcement_id')], sql` and `)}
         order by ${order(options.sort, 'w', false, 'announcement_id')} limit ${WALK_ROWS}`;
    const ids =
      (options.words?.length ?? 0) > 1
        ? sql`(
            select distinct x.id
              from unnest(${v('words')}::text[]) t(word)
             cross join lateral (${wordPosts(sql`t.word`)}) x
             order by ${order(options.sort, 'x')} limit ${WALK_ROWS}
          ) c`
        : sql`(${wordPosts(sql`(${v('words')}::text[])[1]`)}) c`;
    return {
      from: sql`${ids} cross join lateral (
          select * from announcements p where p.id = c.id offset 0
        ) a`,
      where: filters('a', false),
      order: 'c',
    };
  }
  if (options.plan === 'walk') {
    // The next WALK_ROWS posts in page order, then the search and the reader's filters on them.
    return { from: walk(options, v), where: filters('a') };
  }
  if (options.plan === 'gather') {
    // Every match, from the trigram index (`offset 0`: the planner would rather walk the page
    // order, its guess for any word being "common"), then the cursor and the reader's filters.
    return {
      from: sql`(
          select g.* from announcements g where ${sql.join(search(options.q, 'g', v), sql` and `)}
          offset 0
        ) a`,
      where: [...cursor(options, 'a', v), ...filters('a', false)],
    };
  }
  return { from: sql`announcements a`, where: [...cursor(options, 'a', v), ...filters('a')] };
}

/**
 * `h` (user_id, id, likes_count): each followed cook's best post after the cursor in page order.
 * Read from the best posts kept in their users row (decision 054), which are the best shown posts
 * of all: right for a reader who sees exactly those (no search, no muted words, not a moderator),
 * and, past a cursor, for each cook whose kept best lies beyond it — only the others' own index is
 * read. The users table grows with the cooks, not with their posts.
 */
function bestOfEach(
  options: FeedPageOptions,
  v: FeedValue,
  own: (alias: string, author: string) => SQL[],
): SQL {
  const probe = (author: string) => sql`(
      select h.user_id, h.id, h.likes_count from announcements h
       where ${sql.join(own('h', author), sql` and `)}
       order by ${order(options.sort, 'h')} limit 1)`;
  if (options.q || options.moderates || options.reader?.mutes.length) {
    return sql`follows f cross join lateral ${probe('f.following_id')} h
            where f.follower_id = ${v('viewerId')}`;
  }
  const kept = KEPT_BEST[options.sort];
  const id = sql.raw(`u.${kept.id}`);
  const likes = sql.raw(kept.likes ? `u.${kept.likes}` : 'null::integer');
  // The followed cooks' users rows in one scan of the primary key, by the array of their ids: a
  // lookup per followed cook reruns a chain of plan nodes for each, and joined plainly the
  // planner may rather hash the whole users table, which grows with the cooks. A cook without a
  // shown post keeps no best (null), and has none past a cursor either.
  const best = sql`(
      select u.id as user_id, ${id} as id, ${likes} as likes_count from users u
       where u.id = any(array(select f.following_id from follows f
                               where f.follower_id = ${v('viewerId')}))
         and ${id} is not null)`;
  if (options.before === undefined) return sql`${best} h`;
  // The kept best is after the cursor when the cursor's test holds of it.
  const [beyond] = cursor(options, 'k', v);
  return sql`${best} k
    cross join lateral (
      select k.user_id, k.id, k.likes_count where ${beyond}
      union all
      select p.user_id, p.id, p.likes_count from ${probe('k.user_id')} p where not (${beyond})
    ) h`;
}

/**
 * Of the chosen authors `c` (their best posts, ranked), the last one's best in page order when
 * `limit` were chosen — no post below it can make the page — or, with fewer, the lowest key of
 * all. In "popular" the floor is the likes alone: a post with as many likes but an older id is read
 * needlessly, never missed.
 */
function floor(sort: FeedSort, v: FeedValue): SQL {
  const full = sql`count(*) over () = ${v('limit')}`;
  switch (sort) {
    case 'oldest':
      return sql`case when ${full} then max(c.id) over () else ${sql.raw(String(MAX_ID))} end`;
    case 'popular':
      return sql`case when ${full} then min(c.likes_count) over () else 0 end`;
    default:
      return sql`case when ${full} then min(c.id) over () else 0 end`;
  }
}

/** The greatest id a post can have (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** `alias`'s posts at or above `floor` in page order (see `floor`). */
function atOrAbove(sort: FeedSort, alias: string, floorColumn: string): SQL {
  const a = sql.raw(alias);
  const f = sql.raw(floorColumn);
  switch (sort) {
    case 'oldest':
      return sql`${a}.id <= ${f}`;
    case 'popular':
      return sql`${a}.likes_count >= ${f}`;
    default:
      return sql`${a}.id >= ${f}`;
  }
}

/** The users row's columns that keep each cook's best shown post in each order. */
const KEPT_BEST: Record<FeedSort, { id: string; likes?: string }> = {
  newest: { id: 'latest_post_id' },
  oldest: { id: 'first_post_id' },
  popular: { id: 'top_post_id', likes: 'top_post_likes' },
};

/** `a`: the next WALK_ROWS posts after the cursor, in page order. */
function walk(options: FeedPageOptions, v: FeedValue): SQL {
  const after = cursor(options, 'w', v);
  return sql`(
      select w.* from announcements w
       ${after.length ? sql`where ${sql.join(after, sql` and `)}` : sql``}
       order by ${order(options.sort, 'w')} limit ${WALK_ROWS}
    ) a`;
}

/** The posts of cooks the reader blocked, and in their feed the posts with a muted word. */
function unwanted(options: FeedPageOptions, alias: string, v: FeedValue): SQL[] {
  if (!options.viewerId) return [];
  const list = muted(options, alias, v);
  if (options.reader?.blocks) {
    list.push(sql`not exists (select 1 from blocks b
                   where b.blocker_id = ${v('viewerId')} and b.blocked_id = ${sql.raw(alias)}.user_id)`);
  }
  return list;
}

/** A feed's posts without the reader's muted words (a profile's list shows them all). */
function muted(options: FeedPageOptions, alias: string, v: FeedValue): SQL[] {
  if (!options.viewerId || options.authorId || !options.reader?.mutes.length) return [];
  const a = sql.raw(alias);
  return [
    sql`not (announcement_search_text(${a}.title, ${a}.content) like any (${v('mutes')}::text[]))`,
  ];
}

function search(q: string | undefined, alias: string, v: FeedValue): SQL[] {
  if (!q) return [];
  const a = sql.raw(alias);
  return [sql`announcement_search_text(${a}.title, ${a}.content) like ${v('pattern')}`];
}
