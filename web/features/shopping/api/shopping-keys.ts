/**
 * Query keys of the shopping lists. Everything sits under ['shopping-lists']: when a member of the
 * household changes a list, the app's live updates invalidate that prefix, and the index and
 * every open list are read again.
 */
export const shoppingKeys = {
  all: ['shopping-lists'] as const,
  list: (id: number) => [...shoppingKeys.all, id] as const,
};
