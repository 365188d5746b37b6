import { type SQL, sql } from 'drizzle-orm';
import type { Announcement, FeedFilter, FeedSort } from '../../../contracts/community.js';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { ownedBy } from '../../db/owner-filter.js';
import { PreparedFamily } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { shownTo, withheldColumns, withheldOf } from '../../db/withheld.js';

export interface FeedPageOptions {
  limit: number;
  /** The id of the last item of the previous page: continue after it in `sort` order. */
  before?: number | undefined;
  q?: string | undefined;
  sort: FeedSort;
  filter: FeedFilter;
  /** The caller, for `liked` and the liked/following filters; null for visitors. */
  viewerId: string | null;
  /** Only this author's posts (a profile's list). */
  authorId?: string | undefined;
  /** A moderator reads withheld posts too (decision 047). */
  moderates?: boolean | undefined;
  /** What the reader keeps out (decision 048), read first by `readerExclusions`. */
  exclusions?: ReaderExclusions | undefined;
  /**
   * How a search of the whole feed reads (see `feedPage`): `walk` the page's order through the
   * next WALK_ROWS posts, or `gather` every match from the trigram index. Chosen by feedPage.
   */
  plan?: PagePlan | undefined;
}

export type PagePlan = 'walk' | 'gather';

/**
 * How many posts a search of the whole feed walks in page order before it gathers instead: a word
 * in one post of fifty fills a page within it, at a cost that does not grow with the feed.
 */
export const WALK_ROWS = 1000;

export interface ReaderExclusions {
  /** Whether the reader blocked anyone: only then does a page test each author. */
  blocks: boolean;
  /** The LIKE patterns of the reader's muted words. */
  mutes: string[];
}

const NONE: ReaderExclusions = { blocks: false, mutes: [] };

/**
 * Whether the reader blocked anyone, and their muted words' patterns: one read of two small
 * indexes, so that a page's statement tests blocks and mutes only for readers who have them (most
 * have none, and their feed reads exactly as it would without either).
 */
export async function readerExclusions(db: Db, viewerId: string): Promise<ReaderExclusions> {
  const [row] = rowsOf<{ blocks: boolean; mutes: string[] | null }>(
    await db.execute(sql`
      select exists (select 1 from blocks where blocker_id = ${viewerId}) as blocks,
             array(select pattern from muted_words where user_id = ${viewerId}) as mutes`),
  );
  return { blocks: Boolean(row?.blocks), mutes: row?.mutes ?? [] };
}

/**
 * One page of announcements with their authors and, for a known caller, the `liked` flag: one
 * statement, every list read in the order of an index so a page costs the same on the first and
 * on the millionth post (decision 014):
 * - newest / oldest: id order (ids are handed out in creation order), the primary key, or
 *   `announcements_user_idx` per author;
 * - popular: `announcements_popular_idx` (likes_count, id), or its per-author twin;
 * - liked: the caller's likes by `announcement_likes_user_idx` (user_id, announcement_id), which
 *   is already newest-first order; "popular" among one's likes sorts that one person's likes;
 * - following: first a walk of the newest (or most liked) WALK_ROWS posts, testing each author
 *   against the reader's follows; when that does not fill the page (cooks who post rarely), for
 *   each followed author the top of their per-author index (a lateral join), then the best
 *   `limit` of those: bounded by limit × followed authors, never by all posts.
 * A search (`q`) of a cook's posts or their likes filters those. A search of the whole feed, or of
 * the followed cooks, first walks the page's order likewise, testing each post (a common word
 * fills the page early, at a cost independent of the feed's size); only when that does not fill
 * the page is every match gathered (the trigram index; the followed cooks' indexes) and the page
 * taken from them. The planner cannot tell the two apart itself: its estimate of a
 * `like '%word%'` is the same for "soup" and for "saffron".
 * What a reader must not see — withheld posts (decision 047), the posts of cooks they
 * blocked, and in their feed the posts with a word they muted (decision 048) — is a test on each
 * row as the index delivers it: such rows are few, so a page still reads about `limit` rows. The
 * per-author indexes carry `withheld`, so "following" still reads ids from the index alone.
 */
export async function feedPage(db: Db, options: FeedPageOptions): Promise<Announcement[]> {
  if (!walksFirst(options)) return readPage(db, options);
  const walked = await readPage(db, { ...options, plan: 'walk' });
  if (walked.length >= options.limit) return walked;
  return readPage(db, { ...options, plan: 'gather' });
}

/** The reads no smaller set bounds: the followed cooks' posts, a search of the whole feed. */
function walksFirst(options: FeedPageOptions): boolean {
  if (options.authorId) return false;
  if (options.viewerId && options.filter === 'following') return true;
  return Boolean(options.q) && !(options.viewerId && options.filter === 'liked');
}

async function readPage(db: Db, options: FeedPageOptions): Promise<Announcement[]> {
  const shape = [
    options.sort,
    options.viewerId ? options.filter : 'all',
    options.before !== undefined,
    Boolean(options.q),
    Boolean(options.authorId),
    Boolean(options.viewerId),
    Boolean(options.moderates),
    Boolean(options.exclusions?.blocks),
    Boolean(options.exclusions?.mutes.length),
    options.plan,
  ].join('|');
  // Gathering matches is planned afresh each time: how many there are decides the plan.
  const statement = feedStatements.shape(
    shape,
    () => buildFeedPage(options, (name) => sql.placeholder(name)),
    options.plan !== 'gather',
  );
  const rows = await statement.run(db, feedValues(options));
  return (rows as unknown as FeedRow[]).map(toAnnouncement);
}

const feedStatements = new PreparedFamily<FeedValues>('feed_page');

/** The values of a page's statement; everything else about it is its shape. */
type FeedValues = {
  viewerId: string | null;
  before: number | null;
  pattern: string | null;
  authorId: string | null;
  mutes: string[];
  limit: number;
};
type Value = (name: 'viewerId' | 'before' | 'pattern' | 'authorId' | 'mutes' | 'limit') => unknown;

function feedValues(options: FeedPageOptions): FeedValues {
  return {
    viewerId: options.viewerId,
    before: options.before ?? null,
    pattern: options.q ? likePattern(options.q) : null,
    authorId: options.authorId ?? null,
    mutes: (options.exclusions ?? NONE).mutes,
    limit: options.limit,
  };
}

/** The statement of `feedPage` with its values in place, so the plan test can EXPLAIN exactly it. */
export function feedPageQuery(options: FeedPageOptions): SQL {
  const values = feedValues(options);
  return buildFeedPage(options, (name) => values[name]);
}

function buildFeedPage(options: FeedPageOptions, v: Value): SQL {
  const { sort, viewerId, filter } = options;
  // A page of one's likes is liked throughout.
  const liked = !viewerId
    ? sql`null`
    : filter === 'liked'
      ? sql`true`
      : sql`exists (select 1 from announcement_likes l where l.announcement_id = p.id and l.user_id = ${v('viewerId')})`;
  const { from, where } = source(options, v);
  const byAuthor = Boolean(options.authorId);
  // The page is chosen first, from the posts alone; only its `limit` rows are then joined to
  // their authors and tested for the reader's like. Joined before the limit, a page that must
  // sort its candidates (popular among one's likes, a search) would look up every candidate's
  // author. The outer order keeps the inner one (no second sort).
  return sql`
    select p.*, u.display_name, u.first_name, u.last_name, u.profile_image_url, ${liked} as liked
      from (
        select a.id, a.user_id, a.title, a.content, a.image, a.video, a.media_type, a.likes_count,
               a.comments_count, a.created_at, ${withheldColumns('a')}
          from ${from}
         ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
         order by ${order(sort, 'a', byAuthor)}
         limit ${v('limit')}
      ) p
      join users u on u.id = p.user_id
     order by ${order(sort, 'p', byAuthor)}`;
}

/** `a`: the announcements of the page, and the conditions that pick them. */
function source(options: FeedPageOptions, v: Value): { from: SQL; where: SQL[] } {
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
    // For each followed author the top `limit` of their per-author index, as ids (and likes) only,
    // so those scans never touch the table; then the best `limit` of them, and only those rows
    // are read whole. The cursor and filters go inside, so each author's scan stops early. A
    // followed author is never the reader nor blocked (a block ends follows both ways), so only
    // `withheld` — in the index — is tested, and muted words when the reader has any.
    const inner = [
      sql`t.user_id = f.following_id`,
      ...cursor(options, 't', v),
      ...search(options.q, 't', v),
      ...(options.moderates ? [] : [sql`not t.withheld`]),
      ...muted(options, 't', v),
    ];
    return {
      from: sql`(
          select top.id, top.likes_count from follows f
          cross join lateral (
            select t.id, t.likes_count from announcements t
             where ${sql.join(inner, sql` and `)}
             order by ${order(sort, 't')} limit ${v('limit')}
          ) top
          where f.follower_id = ${v('viewerId')}
          order by ${order(sort, 'top')} limit ${v('limit')}
        ) top
        join announcements a on a.id = top.id`,
      where: [],
    };
  }
  if (filter === 'liked' && viewerId) {
    // In id order the cursor goes on the like row's copy of the id, so the scan stays inside the
    // (user_id, announcement_id) index.
    const paging =
      sort === 'popular' ? cursor(options, 'a', v) : cursor(options, 'l', v, 'announcement_id');
    // "Popular" has no index in its order among one cook's likes: it sorts them, read first
    // (`offset 0` keeps the planner from walking the whole popular index probing for likes
    // instead, which it guesses cheaper and which reads thousands of posts per page).
    const likes =
      sort === 'popular'
        ? sql`(select announcement_id from announcement_likes where user_id = ${v('viewerId')} offset 0) l`
        : sql`announcement_likes l`;
    return {
      from: sql`${likes} join announcements a on a.id = l.announcement_id`,
      where: [
        ...(sort === 'popular' ? [] : [sql`l.user_id = ${v('viewerId')}`]),
        ...paging,
        ...filters('a'),
      ],
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

/** `a`: the next WALK_ROWS posts after the cursor, in page order. */
function walk(options: FeedPageOptions, v: Value): SQL {
  const after = cursor(options, 'w', v);
  return sql`(
      select w.* from announcements w
       ${after.length ? sql`where ${sql.join(after, sql` and `)}` : sql``}
       order by ${order(options.sort, 'w')} limit ${WALK_ROWS}
    ) a`;
}

/** The order of `sort`; with one author (`byAuthor`) user_id leads it (see ownedBy). */
function order(sort: FeedSort, alias: string, byAuthor = false): SQL {
  const a = sql.raw(alias);
  const dir = sql.raw(sort === 'oldest' ? 'asc' : 'desc');
  const author = byAuthor ? sql`${a}.user_id ${dir}, ` : sql``;
  switch (sort) {
    case 'oldest':
      return sql`${author}${a}.id asc`;
    case 'popular':
      return sql`${author}${a}.likes_count desc, ${a}.id desc`;
    default:
      return sql`${author}${a}.id desc`;
  }
}

/** Rows after the cursor in `sort` order; popular compares (likes_count, id) as the index does. */
function cursor(options: FeedPageOptions, alias: string, v: Value, idColumn = 'id'): SQL[] {
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

/** The posts of cooks the reader blocked, and in their feed the posts with a muted word. */
function unwanted(options: FeedPageOptions, alias: string, v: Value): SQL[] {
  if (!options.viewerId) return [];
  const list = muted(options, alias, v);
  if (options.exclusions?.blocks) {
    list.push(sql`not exists (select 1 from blocks b
                   where b.blocker_id = ${v('viewerId')} and b.blocked_id = ${sql.raw(alias)}.user_id)`);
  }
  return list;
}

/** A feed's posts without the reader's muted words (a profile's list shows them all). */
function muted(options: FeedPageOptions, alias: string, v: Value): SQL[] {
  if (!options.viewerId || options.authorId || !options.exclusions?.mutes.length) return [];
  const a = sql.raw(alias);
  return [
    sql`not (announcement_search_text(${a}.title, ${a}.content) like any (${v('mutes')}::text[]))`,
  ];
}

function search(q: string | undefined, alias: string, v: Value): SQL[] {
  if (!q) return [];
  const a = sql.raw(alias);
  return [sql`announcement_search_text(${a}.title, ${a}.content) like ${v('pattern')}`];
}

interface FeedRow {
  id: number;
  user_id: string;
  title: string;
  content: string | null;
  image: string | null;
  video: string | null;
  media_type: 'image' | 'video' | null;
  likes_count: number;
  comments_count: number;
  created_at: Date | string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  liked: boolean | null;
  removed_reason: string | null;
  hidden: boolean;
}

function toAnnouncement(row: FeedRow): Announcement {
  const announcement: Announcement = {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    content: row.content,
    image: row.image,
    video: row.video,
    mediaType: row.media_type,
    likesCount: row.likes_count,
    commentsCount: row.comments_count,
    createdAt: new Date(row.created_at).toISOString(),
    user: {
      id: row.user_id,
      displayName: row.display_name,
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
    },
  };
  if (row.liked !== null) announcement.liked = row.liked;
  const withheld = withheldOf(row);
  if (withheld) announcement.withheld = withheld;
  return announcement;
}
