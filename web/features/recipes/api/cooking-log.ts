import { cookedEntryUrl, cookedUrl } from '@contracts/api-urls';
import {
  type CookedEntry,
  type CookedInput,
  cookedEntryListSchema,
  cookedEntrySchema,
} from '@contracts/organise';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson, readJson } from '@/lib/api';
import { recipeKeys } from './recipe-keys';

/**
 * A recipe's cooking log (decision 037). Its key sits under the recipe's own, so refreshing the
 * recipe (its count and latest day) refreshes the log with it.
 */
export const cookedKey = (recipeId: number) => [...recipeKeys.detail(recipeId), 'cooked'] as const;

/** GET /api/recipes/{id}/cooked: the owner's entries, newest first. */
export const cookedQuery = (recipeId: number) =>
  queryOptions({
    queryKey: cookedKey(recipeId),
    queryFn: async ({ signal }): Promise<CookedEntry[]> =>
      cookedEntryListSchema.parse(await getJson(cookedUrl(recipeId), { signal })),
  });

export function useCookedLog(recipeId: number) {
  return useQuery(cookedQuery(recipeId));
}

/** The recipe and its log are read again: the server's trigger keeps the count and latest day. */
function refreshRecipe(queryClient: ReturnType<typeof useQueryClient>, recipeId: number) {
  return queryClient.invalidateQueries({ queryKey: recipeKeys.detail(recipeId) });
}

/** POST /api/recipes/{id}/cooked: logs a day (today in UTC unless given) and a note. */
export function useLogCooked(recipeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CookedInput): Promise<CookedEntry> =>
      cookedEntrySchema.parse(await readJson(await apiRequest('POST', cookedUrl(recipeId), input))),
    onSuccess: () => refreshRecipe(queryClient, recipeId),
  });
}

/** DELETE /api/cooked/{id}: removes one entry of the recipe's log. */
export function useDeleteCooked(recipeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entryId: number) => {
      await apiRequest('DELETE', cookedEntryUrl(entryId));
    },
    onSuccess: () => refreshRecipe(queryClient, recipeId),
  });
}
