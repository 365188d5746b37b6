import { recipeUrl, TAGS_URL } from '@contracts/api-urls';
import type { TagCount } from '@contracts/organise';
import { DASHBOARD_RECIPES, RECIPE_PAGE_SIZE } from '@contracts/recipe-lists';
import type { Recipe } from '@contracts/recipes';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, getJson } from '@/lib/api';
import {
  fetchRecipeCardPageAt,
  flattenCards,
  listTotal,
  recipeCardPaging,
} from '@/lib/recipe-card-pages';
import { type RecipeListParams, recipeKeys } from './recipe-keys';
import { myRecipesPageUrl } from './recipe-list-url';

/** GET /api/recipes: the caller's cards, a page at a time, searched and sorted on the server. */
export const recipeCardsQuery = (params: RecipeListParams) =>
  infiniteQueryOptions({
    queryKey: recipeKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      fetchRecipeCardPageAt(myRecipesPageUrl(params, pageParam), signal),
    ...recipeCardPaging,
  });

/**
 * The caller's recipe cards, the whole list's size and the query that pages them. While a new
 * search or sort loads, the previous cards stay on screen (`isPlaceholderData`) rather than
 * flashing skeletons. Only the pages the reader scrolls to are ever fetched.
 */
export function useRecipeCards({
  search = '',
  sort = 'newest',
  limit = RECIPE_PAGE_SIZE,
  tags,
  favorite,
  minRating,
  cookbook,
  notCookedSince,
  enabled = true,
}: Partial<RecipeListParams> & { enabled?: boolean } = {}) {
  // Filters left out of the key when unset, so the plain list keeps the key it always had.
  const filters = {
    ...(tags?.length ? { tags } : {}),
    ...(favorite ? { favorite } : {}),
    ...(minRating ? { minRating } : {}),
    ...(cookbook ? { cookbook } : {}),
    ...(notCookedSince ? { notCookedSince } : {}),
  };
  const query = useInfiniteQuery({
    ...recipeCardsQuery({ search: search.trim(), sort, limit, ...filters }),
    placeholderData: keepPreviousData,
    enabled,
  });
  const cards = useMemo(() => flattenCards(query.data), [query.data]);
  return { query, cards, total: listTotal(query.data) };
}

/**
 * The dashboard's one read of `GET /api/recipes?limit=6`: its 'View All Recipes' card counts
 * with the first page's total and 'Recent Recipes' shows its cards, from the same request.
 */
export function useDashboardRecipes() {
  return useRecipeCards({ limit: DASHBOARD_RECIPES });
}

// The schema (and zod) loads with the first recipe read, not with the screens that only list
// recipes (decision 018).
const recipeContract = () => import('@contracts/recipes');

export { featuredRecipeQuery, useFeaturedRecipe } from './featured-recipe';

/** A 404 fails with 'Recipe not found', any other failure with 'Failed to fetch recipe'. */
export const RECIPE_NOT_FOUND = 'Recipe not found';

export const recipeQuery = (id: number) =>
  queryOptions({
    queryKey: recipeKeys.detail(id),
    queryFn: async ({ signal }): Promise<Recipe> => {
      try {
        const body = await getJson(recipeUrl(id), { signal });
        return (await recipeContract()).recipeSchema.parse(body);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          throw new ApiError(404, RECIPE_NOT_FOUND);
        }
        throw new ApiError(error instanceof ApiError ? error.status : 0, 'Failed to fetch recipe', {
          cause: error,
        });
      }
    },
  });

export function useRecipe(id: number) {
  return useQuery(recipeQuery(id));
}

/**
 * Whether a failed recipe read got no answer at all: no connection (fetch rejects with a
 * TypeError), and the offline worker had no copy of it (decision 029).
 */
export function isRecipeUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.cause instanceof TypeError;
}

/** Whether a failed recipe read means the recipe is missing (or not visible to the caller). */
export function isRecipeNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** GET /api/tags: the cook's own tags by name, each with how many recipes carry it. */
export const tagsQuery = queryOptions({
  queryKey: recipeKeys.tags(),
  queryFn: async ({ signal }): Promise<TagCount[]> => {
    const body = await getJson(TAGS_URL, { signal });
    return (await import('@contracts/organise')).tagCountListSchema.parse(body);
  },
});

export function useTags({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tagsQuery, enabled });
}
