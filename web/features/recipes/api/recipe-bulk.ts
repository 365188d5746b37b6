import { type Cookbook, cookbookListSchema } from '@contracts/cookbooks';
import { changedSchema } from '@contracts/organise';
import type { BulkAction } from '@contracts/recipe-bulk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson, readJson } from '@/lib/api';
import { invalidateRecipeLists, removeRecipeCard } from './recipe-cache';
import { recipeKeys } from './recipe-keys';

export const RECIPE_BULK_URL = '/api/recipes/bulk';

/** One bulk action as sent: a tag name for the tag actions, a cookbook's id for a cookbook. */
export interface BulkRequest {
  ids: number[];
  action: BulkAction;
  value?: string | number;
}

/**
 * GET /api/cookbooks: the cook's cookbooks, for the bulk bar's menu and the list's filter. Kept
 * under ['recipes'] rather than shared with the cookbook screens: a bulk change invalidates that
 * prefix, so the counts shown here follow without reaching into another feature's keys.
 */
export const myCookbooksQuery = queryOptions({
  queryKey: [...recipeKeys.all, 'cookbooks'] as const,
  queryFn: async ({ signal }): Promise<Cookbook[]> =>
    cookbookListSchema.parse(await getJson('/api/cookbooks', { signal })),
});

export function useMyCookbooks() {
  return useQuery(myCookbooksQuery);
}

/**
 * POST /api/recipes/bulk, answering how many recipes changed. Deleted cards leave the loaded
 * lists at once; after any action the lists, the tags and the recipes themselves are read again,
 * since a tag, a visibility or a cookbook's count may have changed on any of them.
 */
export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: BulkRequest): Promise<number> =>
      changedSchema.parse(await readJson(await apiRequest('POST', RECIPE_BULK_URL, request)))
        .changed,
    onSuccess: (_changed, request) => {
      if (request.action === 'delete') {
        for (const id of request.ids) {
          removeRecipeCard(queryClient, id);
          // The deleted pages are not read again now: nothing shows them.
          void queryClient.invalidateQueries({
            queryKey: recipeKeys.detail(id),
            refetchType: 'none',
          });
        }
        invalidateRecipeLists(queryClient, { refetchShown: false });
      } else {
        invalidateRecipeLists(queryClient);
        void queryClient.invalidateQueries({
          queryKey: [...recipeKeys.all, 'detail'],
          refetchType: 'none',
        });
      }
      void queryClient.invalidateQueries({ queryKey: recipeKeys.tags() });
      void queryClient.invalidateQueries({ queryKey: myCookbooksQuery.queryKey });
    },
  });
}
