import {
  type ShoppingList,
  type ShoppingListSummary,
  shoppingListSchema,
  shoppingListSummarySchema,
} from '@contracts/shopping-lists';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { ApiError, getJson } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';
import { viewOf } from '../lib/apply-changes';
import { type DeviceStore, deviceStore } from '../lib/device-store';
import { SHOPPING_LISTS_URL, shoppingListUrl } from '../lib/shopping-urls';
import { shoppingKeys } from './shopping-keys';
import { useQueuedChanges, useShoppingSync, useSyncState } from './use-shopping-sync';

const summariesSchema = z.array(shoppingListSummarySchema);

/**
 * Reads from the server and keeps the answer on the device; when no answer comes (no signal in
 * the shop), the copy kept from the last visit stands in for it. A refusal is no such case.
 */
async function readKept<T>(
  signal: AbortSignal,
  read: () => Promise<T>,
  kept: () => T | undefined,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const copy = !(error instanceof ApiError) && !signal.aborted ? kept() : undefined;
    if (copy) return copy;
    throw error;
  }
}

/** GET /api/shopping-lists: the household's lists, with their counts. */
export function useShoppingLists() {
  const { user } = useCurrentUser();
  const store = deviceStore(user?.id ?? '');
  return useQuery<ShoppingListSummary[]>({
    queryKey: shoppingKeys.all,
    queryFn: ({ signal }) =>
      readKept(
        signal,
        async () => {
          const lists = summariesSchema.parse(await getJson(SHOPPING_LISTS_URL, { signal }));
          store?.saveLists(lists);
          return lists;
        },
        () => store?.lists(),
      ),
    placeholderData: () => store?.lists(),
  });
}

function listQuery(listId: number, store: DeviceStore | null) {
  return {
    queryKey: shoppingKeys.list(listId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      readKept(
        signal,
        async () => {
          try {
            const list = shoppingListSchema.parse(
              await getJson(shoppingListUrl(listId), { signal }),
            );
            store?.saveList(list);
            return list;
          } catch (error) {
            if (error instanceof ApiError && error.status === 404) store?.forgetList(listId);
            throw error;
          }
        },
        () => store?.list(listId),
      ),
    placeholderData: () => store?.list(listId),
  };
}

/** Whether a failed list read means the list is not (or no longer) the household's. */
export const isListMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * One list as the cook sees it: the last answer (the server's, or the device's copy) with the
 * changes still waiting to be sent applied on top; and how the sending goes.
 */
export function useShoppingList(listId: number) {
  const sync = useShoppingSync();
  const store = sync?.store ?? null;
  const query = useQuery<ShoppingList>(listQuery(listId, store));
  const queued = useQueuedChanges(sync);
  const state = useSyncState(sync);
  const aliases = store?.aliases();
  const waiting = useMemo(
    () => queued.filter((entry) => entry.listId === listId),
    [queued, listId],
  );
  const view = useMemo(
    () =>
      query.data &&
      viewOf(
        query.data,
        waiting.map((entry) => entry.change),
        aliases,
      ),
    [query.data, waiting, aliases],
  );
  return { query, view, sync, waiting: waiting.length, state };
}
