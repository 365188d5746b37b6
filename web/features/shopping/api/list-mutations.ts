import {
  type Aisle,
  aisleOrderSchema,
  type ShoppingList,
  shoppingListSchema,
  shoppingListSummarySchema,
} from '@contracts/shopping-lists';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';
import { deviceStore } from '../lib/device-store';
import {
  AISLE_ORDER_URL,
  SHOPPING_LISTS_URL,
  shoppingItemsUrl,
  shoppingListUrl,
} from '../lib/shopping-urls';
import { shoppingKeys } from './shopping-keys';

function useStore() {
  const { user } = useCurrentUser();
  return deviceStore(user?.id ?? '');
}

/** A whole list the server answered with: the list's new base, here and on the device. */
async function storeList(
  queryClient: QueryClient,
  list: ShoppingList,
  save?: (l: ShoppingList) => void,
) {
  await queryClient.cancelQueries({ queryKey: shoppingKeys.list(list.id) });
  queryClient.setQueryData(shoppingKeys.list(list.id), list);
  save?.(list);
  void queryClient.invalidateQueries({ queryKey: shoppingKeys.all, exact: true });
}

/** POST /api/shopping-lists. */
export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      shoppingListSummarySchema.parse(
        await readJson(await apiRequest('POST', SHOPPING_LISTS_URL, { name })),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shoppingKeys.all, exact: true }),
  });
}

/** PUT /api/shopping-lists/{id}: a new name. */
export function useRenameList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) => {
      await apiRequest('PUT', shoppingListUrl(id), { name });
    },
    onSuccess: (_nothing, { id }) => {
      void queryClient.invalidateQueries({ queryKey: shoppingKeys.all, exact: true });
      void queryClient.invalidateQueries({ queryKey: shoppingKeys.list(id) });
    },
  });
}

/** DELETE /api/shopping-lists/{id}: the list, its lines, its copy and its waiting changes. */
export function useDeleteList() {
  const queryClient = useQueryClient();
  const store = useStore();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', shoppingListUrl(id));
    },
    onSuccess: (_nothing, id) => {
      store?.forgetList(id);
      queryClient.removeQueries({ queryKey: shoppingKeys.list(id) });
      void queryClient.invalidateQueries({ queryKey: shoppingKeys.all, exact: true });
    },
  });
}

export type AddFrom = { recipeId: number; servings?: number } | { from: string; to: string };

/**
 * POST /api/shopping-lists/{id}/items with a recipe or a range of the plan: the server reads the
 * ingredients, so these need a connection, unlike a typed line.
 */
export function useAddFrom(listId: number) {
  const queryClient = useQueryClient();
  const store = useStore();
  return useMutation({
    mutationFn: async (body: AddFrom) =>
      shoppingListSchema.parse(
        await readJson(await apiRequest('POST', shoppingItemsUrl(listId), body)),
      ),
    onSuccess: (list) => storeList(queryClient, list, store?.saveList),
  });
}

/** PUT /api/household/aisles: the order of the household's shop, for every list. */
export function useSaveAisleOrder() {
  const queryClient = useQueryClient();
  const store = useStore();
  return useMutation({
    mutationFn: async (aisles: Aisle[]) =>
      aisleOrderSchema.parse(await readJson(await apiRequest('PUT', AISLE_ORDER_URL, { aisles }))),
    onSuccess: ({ aisles }) => {
      for (const [key, list] of queryClient.getQueriesData<ShoppingList>({
        queryKey: shoppingKeys.all,
      })) {
        if (!list || !('aisles' in list)) continue;
        const next = { ...list, aisles };
        queryClient.setQueryData(key, next);
        store?.saveList(next);
      }
    },
  });
}
