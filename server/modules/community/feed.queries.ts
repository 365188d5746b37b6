import { type SQL, sql } from 'drizzle-orm';
import type { Announcement } from '../../../contracts/community.js';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { PreparedFamily } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { withheldColumns, withheldOf } from '../../db/withheld.js';
import type { FeedPageOptions, FeedValue, ReaderExclusions } from './feed-options.js';
import { order, source } from './feed-source.js';

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

function buildFeedPage(options: FeedPageOptions, v: FeedValue): SQL {
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
