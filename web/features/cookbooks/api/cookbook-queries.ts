import {
  COOKBOOK_PAGE_SIZE,
  cookbookRecipesUrl,
  cookbookUrl,
  userApiPath,
} from '@contracts/api-urls';
import { type Cookbook, cookbookListSchema, cookbookSchema } from '@contracts/cookbooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, getJson } from '@/lib/api';
import { myCookbooksQuery } from '@/lib/cookbook-list';
import {
  fetchRecipeCardPage,
  flattenCards,
  listTotal,
  recipeCardPaging,
} from '@/lib/recipe-card-pages';
import { cookbookKeys } from './cookbook-keys';

/** GET /api/cookbooks: the caller's cookbooks, by name. */
export function useCookbooks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myCookbooksQuery, enabled });
}

/** GET /api/cookbooks/{id}: the owner's, or anyone's when public; a 404 otherwise. */
export function useCookbook(id: number) {
  return useQuery({
    queryKey: cookbookKeys.detail(id),
    queryFn: async ({ signal }): Promise<Cookbook> =>
      cookbookSchema.parse(await getJson(cookbookUrl(id), { signal })),
    // A missing or private cookbook stays missing: asking again only delays the 404 page.
    retry: (count, error) => !isCookbookNotFound(error) && count < 2,
  });
}

/** Whether a failed cookbook read means it is missing or not the reader's to see. */
export function isCookbookNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * GET /api/cookbooks/{id}/recipes: its recipe cards in the cookbook's order, a page at a time,
 * with the whole cookbook's size. `complete` once every member is loaded, which reordering needs.
 */
export function useCookbookRecipes(id: number, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: cookbookKeys.recipes(id),
    queryFn: ({ pageParam, signal }) =>
      fetchRecipeCardPage(cookbookRecipesUrl(id), { limit: COOKBOOK_PAGE_SIZE }, pageParam, signal),
    ...recipeCardPaging,
    enabled,
  });
  const cards = useMemo(() => flattenCards(query.data), [query.data]);
  const complete = query.isSuccess && !query.hasNextPage;
  return { query, cards, total: listTotal(query.data), complete };
}

/** GET /api/users/{id}/cookbooks: that cook's public cookbooks. */
export function useUserCookbooks(userId: string, enabled = true) {
  return useQuery({
    queryKey: cookbookKeys.ofUser(userId),
    queryFn: async ({ signal }): Promise<Cookbook[]> =>
      cookbookListSchema.parse(await getJson(`${userApiPath(userId)}/cookbooks`, { signal })),
    enabled,
  });
}
