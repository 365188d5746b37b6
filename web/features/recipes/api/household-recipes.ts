import {
  NEXT_CURSOR_HEADER,
  RECIPE_PAGE_SIZE,
  type RecipeCardWithCook,
  recipeCardWithCookSchema,
  TOTAL_COUNT_HEADER,
} from '@contracts/recipes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { apiRequest, readJson } from '@/lib/api';
import {
  flattenCards,
  listTotal,
  parseTotal,
  type RecipeCardPage,
  recipeCardPaging,
} from '@/lib/recipe-card-pages';
import type { HouseholdSort } from '../lib/recipe-sorts';
import { type HouseholdListParams, recipeKeys } from './recipe-keys';

const cardListSchema = z.array(recipeCardWithCookSchema);

/** `GET /api/recipes?scope=household&…`: a page of every member's recipes, the cook's too. */
export function householdPageUrl(params: HouseholdListParams, cursor?: string): string {
  const query = new URLSearchParams({ scope: 'household' });
  if (params.search) query.set('search', params.search);
  query.set('sort', params.sort);
  query.set('limit', String(params.limit));
  if (cursor) query.set('cursor', cursor);
  return `/api/recipes?${query}`;
}

async function fetchHouseholdPage(
  url: string,
  signal: AbortSignal,
): Promise<RecipeCardPage<RecipeCardWithCook>> {
  const response = await apiRequest('GET', url, undefined, { signal });
  return {
    cards: cardListSchema.parse(await readJson(response)),
    total: parseTotal(response.headers.get(TOTAL_COUNT_HEADER)),
    next: response.headers.get(NEXT_CURSOR_HEADER) || null,
  };
}

/**
 * The household's recipe cards, each naming its cook, a page at a time, searched and sorted on
 * the server; as with the cook's own list, the previous cards stay while a new search loads.
 */
export function useHouseholdRecipeCards({
  search,
  sort,
  enabled,
}: {
  search: string;
  sort: HouseholdSort;
  enabled: boolean;
}) {
  const params = { search: search.trim(), sort, limit: RECIPE_PAGE_SIZE };
  const query = useInfiniteQuery({
    queryKey: recipeKeys.householdList(params),
    queryFn: ({ pageParam, signal }) =>
      fetchHouseholdPage(householdPageUrl(params, pageParam), signal),
    ...recipeCardPaging,
    placeholderData: keepPreviousData,
    enabled,
  });
  const cards = useMemo(() => flattenCards(query.data), [query.data]);
  return { query, cards, total: listTotal(query.data) };
}
