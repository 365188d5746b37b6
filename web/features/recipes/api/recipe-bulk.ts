import { changedSchema } from '@contracts/organise';
import type { BulkAction } from '@contracts/recipe-bulk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { myCookbooksQuery } from '@/lib/cookbook-list';
import { invalidateRecipeLists, removeRecipeCard } from './recipe-cache';
import { recipeKeys } from './recipe-keys';

export const RECIPE_BULK_URL = '/api/recipes/bulk';

/** One bulk action as sent: a tag name for the tag actions, a cookbook's id for a cookbook. */
export interface BulkRequest {
  ids: number[];
  action: BulkAction;
  value?: string | number;
}

/** The cook's cookbooks, for the bulk bar's menu and the list's filter. */
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
    },
  });
}
