import type { FeedFilter, FeedSort } from '../../../contracts/community.js';

// What a page of the feed is asked for, and how its statement names its values (feed.queries.ts);
// feed-source.ts builds the rows it is read from.

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
  /** What the reader keeps out (decision 048) and how much they follow, read by `readerFacts`. */
  reader?: ReaderFacts | undefined;
  /**
   * How a page that no smaller set bounds is read (see `feedPage`): `walk` the page's order
   * through the next WALK_ROWS posts, or `gather` (every match of a search from the trigram
   * index; the followed cooks' own indexes), or read the posts of the `words` that contain the
   * search term, in id order. Chosen by feedPage.
   */
  plan?: PagePlan | undefined;
  /** For the `words` plan: the posts' words that contain the search term (1 to MAX_WORDS). */
  words?: string[] | undefined;
}

export type PagePlan = 'walk' | 'gather' | 'words';

/**
 * The most words containing a search term whose posts a page merges (decision 050); a term within
 * more words (a digit, a common syllable) walks the feed instead, which such a term fills fast.
 */
export const MAX_WORDS = 32;

/**
 * How many posts a walk reads in page order before the page is gathered instead: a word in one
 * post of fifty, or followed cooks who wrote one post of fifty, fill a page within it, at a cost
 * that does not grow with the feed.
 */
export const WALK_ROWS = 1000;

/** What a page needs to know of its reader before it is read. */
export interface ReaderFacts {
  /** Whether the reader blocked anyone: only then does a page test each author. */
  blocks: boolean;
  /** The LIKE patterns of the reader's muted words. */
  mutes: string[];
  /**
   * The share of the community's cooks the reader follows (their kept count over the planner's
   * estimate of all cooks): whether a walk of the newest posts likely fills a page of theirs.
   * Unknown: the walk is tried first.
   */
  followedShare?: number | undefined;
}

/** A value of a page's statement, as the statement has it (a placeholder, or the value itself). */
export type FeedValue = (
  name: 'viewerId' | 'before' | 'pattern' | 'authorId' | 'mutes' | 'limit' | 'words',
) => unknown;
