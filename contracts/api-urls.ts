import { FEED_PAGE_SIZE, type FeedFilter, type FeedSort } from './feed-pages.js';
import type { RecipeSort } from './recipes.js';

/**
 * The addresses of the API's paged reads, built in one place for the web client, which calls them,
 * and for the server, which hints a screen's first call in index.html (decision 021): a hint helps
 * only when it is byte for byte the address the screen then asks for.
 */

/** A user's resources: `/api/users/{id}`. */
export const userApiPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

export interface RecipeCardQuery {
  search?: string;
  sort?: RecipeSort;
  /** Recipes carrying every one of these tags (decision 037). */
  tags?: readonly string[];
  favorite?: boolean;
  minRating?: number;
  limit: number;
}

/**
 * A page of recipe cards (`GET /api/recipes`, `GET /api/users/{id}/recipes`): `path` with the
 * list's query; the cursor is the previous page's `X-Next-Cursor`, as sent.
 */
export function recipeCardPageUrl(path: string, query: RecipeCardQuery, cursor?: string): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.sort) params.set('sort', query.sort);
  for (const tag of query.tags ?? []) params.append('tag', tag);
  if (query.favorite) params.set('favorite', 'true');
  if (query.minRating) params.set('minRating', String(query.minRating));
  params.set('limit', String(query.limit));
  if (cursor) params.set('cursor', cursor);
  return `${path}?${params}`;
}

/** Which list of the feed: the general one (visitors) or the personal one (`/feed`, signed in). */
export interface FeedParams {
  scope: 'public' | 'personal';
  q: string;
  sort: FeedSort;
  filter: FeedFilter;
}

/**
 * GET /api/announcements (visitors) or /api/announcements/feed (signed in), keyset paged. `before`
 * may be null: the first page's parameter comes back so from a page the server drew (undefined
 * does not survive JSON).
 */
export function feedUrl(params: FeedParams, before?: number | null): string {
  const query = new URLSearchParams({ limit: String(FEED_PAGE_SIZE), sort: params.sort });
  if (params.scope === 'personal') query.set('filter', params.filter);
  if (params.q) query.set('q', params.q);
  if (before !== undefined && before !== null) query.set('before', String(before));
  const path = params.scope === 'personal' ? '/api/announcements/feed' : '/api/announcements';
  return `${path}?${query}`;
}

/** GET /api/announcements/user/{id}: one author's posts, newest first, keyset paged. */
export function userAnnouncementsUrl(userId: string, before?: number | null): string {
  const query = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
  if (before !== undefined && before !== null) query.set('before', String(before));
  return `/api/announcements/user/${encodeURIComponent(userId)}?${query}`;
}

/** GET /api/recipes/featured/daily: today's recipe of the caller's own. */
export const FEATURED_RECIPE_URL = '/api/recipes/featured/daily';

/** GET /api/recipes/{id}: one recipe, with its steps and ingredients. */
export const recipeUrl = (id: number | string) => `/api/recipes/${id}`;

/** GET /api/tags: the caller's tags with their counts. */
export const TAGS_URL = '/api/tags';

/** PUT (rename, merging) or DELETE one of the caller's tags: `/api/tags/{name}`. */
export const tagUrl = (name: string) => `${TAGS_URL}/${encodeURIComponent(name)}`;

/** GET (newest first) or POST a recipe's cooking log: `/api/recipes/{id}/cooked`. */
export const cookedUrl = (recipeId: number | string) => `${recipeUrl(recipeId)}/cooked`;

/** DELETE one entry of a cooking log: `/api/cooked/{id}`. */
export const cookedEntryUrl = (id: number) => `/api/cooked/${id}`;

/** GET (the caller's, by name) or POST a cookbook: `/api/cookbooks`. */
export const COOKBOOKS_URL = '/api/cookbooks';

/** GET, PUT or DELETE one cookbook: `/api/cookbooks/{id}`. */
export const cookbookUrl = (id: number | string) => `${COOKBOOKS_URL}/${id}`;

/** A cookbook's recipes: GET a page in its order, POST one, PUT them all in a new order. */
export const cookbookRecipesUrl = (id: number | string) => `${cookbookUrl(id)}/recipes`;

/** How many of a cookbook's recipe cards a page holds: the most a page may, so that most
 * cookbooks arrive whole in one read and can be put in order at once. */
export const COOKBOOK_PAGE_SIZE = 100;
