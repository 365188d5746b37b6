import { type SQL, sql } from 'drizzle-orm';
import { type Announcement, FEED_PAGE_SIZE } from '../../../contracts/community.js';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { likedBy } from '../../db/liked-by.js';
import { PreparedFamily } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { withheldColumns, withheldOf } from '../../db/withheld.js';
import {
  type FeedPageOptions,
  type FeedValue,
  MAX_WORDS,
  type ReaderFacts,
  WALK_ROWS,
} from './feed-options.js';
import { cursor, order } from './feed-order.js';
import { source } from './feed-source.js';

const NONE: ReaderFacts = { blocks: false, mutes: [] };

/**
 * One page of announcements with their authors and, for a known caller, the `liked` flag: one
 * statement, every list read in the order of an index so a page costs the same on the first and
 * on the millionth post (decision 014):
 * - newest / oldest: id order (ids are handed out in creation order), the primary key, or
 *   `announcements_user_idx` per author;
 * - popular: `announcements_popular_idx` (likes_count, id), or its per-author twin;
 * - liked: the caller's likes by `announcement_likes_user_idx` (user_id, announcement_id), which
 *   is already newest-first order; "popular" among one's likes sorts that one person's likes of
 *   the top steps, the bands of likes each like carries for its post (decision 058);
 * - following: for a reader who follows a fair share of the cooks, first a walk of the page's
 *   order through WALK_ROWS posts, testing each author against the reader's follows; when that
 *   does not fill the page (cooks who post rarely), or at once for a reader who follows few of
 *   many cooks, each followed author's best post — kept in their users row (decision 054), or
 *   for a search, muted words or a moderator read from their own index — then the top `limit`
 *   of only the authors of the best `limit` of those, down to the last one's best: one users row
 *   per followed cook and usually little more than `limit` index entries (at most about
 *   limit²/2), never all their posts.
 * A search (`q`) of a cook's posts or their likes filters those. A search of the whole feed, newest
 * or oldest first, for a term within a word reads the posts of the words that contain it, along
 * the word index in id order (decision 050). Any other search of the whole feed, or of the
 * followed cooks, first walks the page's order likewise, testing each post (a common word
 * fills the page early, at a cost independent of the feed's size); only when that does not fill
 * the page is every match gathered (the trigram index; the followed cooks' indexes) and the page
 * taken from them. The planner cannot tell the two apart itself: its estimate of a
 * `like '%word%'` is the same for "soup" and for "saffron".
 * What a reader must not see — withheld posts (decision 047), the posts of cooks they
 * blocked, and in their feed the posts with a word they muted (decision 048) — is a test on each
 * row as the index delivers it: such rows are few, so a page still reads about `limit` rows. The
 * per-author indexes carry `withheld`, so "following" still reads ids from the index alone, and
 * the kept best posts are the best shown ones.
 */
export async function feedPage(db: Db, options: FeedPageOptions): Promise<Announcement[]> {
  const words = await searchWords(db, options);
  if (words?.length === 0) return [];
  if (words) {
    const page = await readPage(db, { ...options, plan: 'words', words });
    if (page.length >= options.limit || !(await moreWordPosts(db, options, words))) return page;
    return readPage(db, { ...options, plan: 'gather' });
  }
  if (!walksFirst(options)) return readPage(db, options);
  const walked = await readPage(db, { ...options, plan: 'walk' });
  if (walked.length >= options.limit) return walked;
  return readPage(db, { ...options, plan: 'gather' });
}

/**
 * For a search of the whole feed in id order by a term within one word (no space or ASCII
 * punctuation, three characters or more: the words kept are that long, and the vocabulary's
 * trigram index needs as many), the posts' words that contain it (none: no post does); undefined
 * when the page is read otherwise, or the term is within more than MAX_WORDS words (decision 050).
 */
async function searchWords(db: Db, options: FeedPageOptions): Promise<string[] | undefined> {
  const { q, sort } = options;
  if (!q || sort === 'popular' || options.authorId) return undefined;
  if (options.viewerId && options.filter !== 'all') return undefined;
  const term = q.toLowerCase();
  // Characters as the database counts them (code points, not UTF-16 units).
  if ([...term].length < 3 || WORD_BREAK.test(term)) return undefined;
  const words = rowsOf<{ word: string }>(
    await db.execute(sql`
      select word from announcement_vocabulary
       where word like ${likePattern(term)} limit ${MAX_WORDS + 1}`),
  ).map((row) => row.word);
  return words.length > MAX_WORDS ? undefined : words;
}

/**
 * Whether the words have more than WALK_ROWS posts after the cursor: only then can a page read
 * by the `words` plan be short for another reason than the search's end (most of its posts were
 * withheld or blocked). At most WALK_ROWS + 1 entries of the word index.
 */
async function moreWordPosts(db: Db, options: FeedPageOptions, words: string[]) {
  const values = feedValues(options);
  const after = cursor(options, 'w', (name) => values[name], 'announcement_id');
  const [row] = rowsOf<{ more: boolean }>(
    await db.execute(sql`
      select count(*) > ${WALK_ROWS} as more from (
        select 1 from announcement_words w
         where ${sql.join([sql`w.word = any(${sql.param(words)}::text[])`, ...after], sql` and `)}
         limit ${WALK_ROWS + 1}) x`),
  );
  return Boolean(row?.more);
}

/** Where the database splits a post's text into words: spaces and ASCII punctuation (or more). */
const WORD_BREAK = /[\s!-/:-@[-`{-~]/;

/**
 * The reads no smaller set bounds: a search of the whole feed, and the followed cooks' posts when
 * the walk likely fills the page (they are a fair share of the cooks; otherwise the walk would
 * mostly read other cooks' posts, and the page is gathered from the followed cooks' own indexes
 * at once).
 */
function walksFirst(options: FeedPageOptions): boolean {
  if (options.authorId) return false;
  if (options.viewerId && options.filter === 'following') {
    // The walk meets the followed cooks' posts in about their share of all cooks; gathered, a
    // page costs one index entry per followed cook, which only a reader who follows a fair share
    // of the cooks makes dearer than the walk.
    const share = options.reader?.followedShare;
    if (share === undefined) return true;
    return WALK_ROWS * share >= 2 * options.limit;
  }
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
    Boolean(options.reader?.blocks),
    Boolean(options.reader?.mutes.length),
    options.plan,
    (options.words?.length ?? 0) > 1,
    options.limit === FEED_PAGE_SIZE,
  ].join('|');
  // Gathering matches is planned afresh each time: how many there are decides the plan.
  const statement = feedStatements.shape(
    shape,
    () => buildFeedPage(options, preparedValue(options)),
    options.plan !== 'gather',
  );
  const rows = await statement.run(db, feedValues(options));
  return (rows as unknown as FeedRow[]).map(toAnnouncement);
}

/**
 * How a prepared page names its values. A page of the usual size carries its limit in the text:
 * as a parameter, PostgreSQL's generic plan counts on a tenth of the table and so costs more than
 * any custom plan, and every page was planned again (in the benchmark, two thirds of a page's time
 * in the database). Another size stays a parameter, planned each time: each literal is one more
 * statement per connection (decision 017).
 */
function preparedValue(options: FeedPageOptions): FeedValue {
  const usual = options.limit === FEED_PAGE_SIZE;
  return (name) =>
    name === 'limit' && usual ? sql.raw(String(FEED_PAGE_SIZE)) : sql.placeholder(name);
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
  words: string[];
};

function feedValues(options: FeedPageOptions): FeedValues {
  return {
    viewerId: options.viewerId,
    before: options.before ?? null,
    pattern: options.q ? likePattern(options.q) : null,
    authorId: options.authorId ?? null,
    mutes: (options.reader ?? NONE).mutes,
    limit: options.limit,
    words: options.words ?? [],
  };
}

/** A page's statement as `feedPage` prepares it, and its values: the test of its plan's reuse. */
export function preparedFeedPage(options: FeedPageOptions): { query: SQL; values: FeedValues } {
  return { query: buildFeedPage(options, preparedValue(options)), values: feedValues(options) };
}

/** The statement of `feedPage` with its values in place, so the plan test can EXPLAIN exactly it. */
export function feedPageQuery(options: FeedPageOptions): SQL {
  const values = feedValues(options);
  // An array is one value of the statement, not a list of them.
  return buildFeedPage(options, (name) => {
    const value = values[name];
    return Array.isArray(value) ? sql.param(value) : value;
  });
}

function buildFeedPage(options: FeedPageOptions, v: FeedValue): SQL {
  const { sort, viewerId, filter } = options;
  // A page of one's likes is liked throughout.
  const liked = !viewerId
    ? sql`null`
    : filter === 'liked'
      ? sql`true`
      : likedBy('announcement_likes', 'announcement_id', sql`p.id`, v('viewerId'));
  const { from, where, order: ordering = 'a' } = source(options, v);
  const byAuthor = Boolean(options.authorId);
  // The page is chosen first, from the posts alone; only its `limit` rows are then joined to
  // their authors and tested for the reader's like. Joined before the limit, a page that must
  // sort its candidates (popular among one's likes, a search) would look up every candidate's
  // author. The outer order keeps the inner one (no second sort).
  return sql`
    select p.*, u.display_name, u.first_name, u.last_name, u.profile_image_url, ${liked} as liked
      from (
        select ${sql.raw(ordering)}.id, a.user_id, a.title, a.content, a.image, a.video, a.media_type, a.likes_count,
               a.comments_count, a.created_at, ${withheldColumns('a')}
          from ${from}
         ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
         order by ${order(sort, ordering, byAuthor)}
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
