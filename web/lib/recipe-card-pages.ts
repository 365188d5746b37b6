import { type RecipeCardQuery, recipeCardPageUrl } from '@contracts/api-urls';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '@contracts/recipe-lists';
import type { RecipeCard } from '@contracts/recipes';
import type { InfiniteData } from '@tanstack/react-query';
import { apiRequest, readJson } from './api';

/**
 * Paging of the recipe lists (`GET /api/recipes`, `GET /api/users/{id}/recipes`), shared by the
 * recipe and profile features: both read the same cards with the same two headers.
 */

/** The size of a whole list; `atLeast` when the server stopped counting ("1000+"). */
export interface ListTotal {
  count: number;
  atLeast: boolean;
}

/**
 * One page: its cards, the whole list's size (first page only) and the next page's cursor. A
 * household's list has cards that also name their cook (`Card`).
 */
export interface RecipeCardPage<Card extends RecipeCard = RecipeCard> {
  cards: Card[];
  total: ListTotal | null;
  next: string | null;
}
export type RecipeCardPages = InfiniteData<RecipeCardPage, string | undefined>;

/** "24" or "1000+"; anything else (a missing header) reads as unknown. */
export function parseTotal(header: string | null): ListTotal | null {
  const match = header?.trim().match(/^(\d+)(\+)?$/);
  return match ? { count: Number(match[1]), atLeast: match[2] === '+' } : null;
}

export async function fetchRecipeCardPage(
  path: string,
  query: RecipeCardQuery,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<RecipeCardPage> {
  return fetchRecipeCardPageAt(recipeCardPageUrl(path, query, cursor), signal);
}

/** One page of cards from a list's full address, for a list with a query of its own. */
export async function fetchRecipeCardPageAt(
  url: string,
  signal: AbortSignal,
): Promise<RecipeCardPage> {
  const response = await apiRequest('GET', url, undefined, { signal });
  // The schema (and zod) loads with the first list read, not with every screen (decision 018).
  const { recipeCardListSchema } = await import('@contracts/recipes');
  return {
    cards: recipeCardListSchema.parse(await readJson(response)),
    total: parseTotal(response.headers.get(TOTAL_COUNT_HEADER)),
    next: response.headers.get(NEXT_CURSOR_HEADER) || null,
  };
}

/** The paging options of `infiniteQueryOptions`: no cursor first, then each page's next. */
export const recipeCardPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: RecipeCardPage) => last.next ?? undefined,
};

/**
 * The loaded cards in order. A recipe edited while the reader scrolls (a new title under A-Z)
 * can come back on a later page; it is shown once.
 */
export function flattenCards<Card extends RecipeCard = RecipeCard>(
  data: { pages: RecipeCardPage<Card>[] } | undefined,
): Card[] {
  if (!data) return [];
  const seen = new Set<number>();
  const cards: Card[] = [];
  for (const page of data.pages) {
    for (const card of page.cards) {
      if (seen.has(card.id)) continue;
      seen.add(card.id);
      cards.push(card);
    }
  }
  return cards;
}

/** The whole list's size, which only the first page carries. */
export const listTotal = (
  data: { pages: Pick<RecipeCardPage, 'total'>[] } | undefined,
): ListTotal | null => data?.pages[0]?.total ?? null;
