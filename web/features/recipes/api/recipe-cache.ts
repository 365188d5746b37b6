import type { QueryClient } from '@tanstack/react-query';
import { COOKBOOKS_KEY } from '@/lib/cookbook-list';
import type { RecipeCardPages } from '@/lib/recipe-card-pages';
import { recipeKeys } from './recipe-keys';

const firstPageOnly = (data: RecipeCardPages | undefined) =>
  data && data.pages.length > 1
    ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
    : data;

/**
 * Data never goes stale by itself, so after a change the lists and the featured recipe are read
 * again. Not awaited: the screen moves on at once and shown lists refresh in the background.
 * Re-reading a paged list re-reads every loaded page one after another (a cook 40 pages deep would
 * wait for 40 calls), so lists not on screen keep only their first page: one call when next shown,
 * and scrolling loads the rest again. `refetchShown: false` leaves the lists on screen as they are
 * until next shown.
 */
export function invalidateRecipeLists(
  queryClient: QueryClient,
  { refetchShown = true }: { refetchShown?: boolean } = {},
): void {
  // The household's list holds the cook's recipes too.
  for (const queryKey of [recipeKeys.lists(), recipeKeys.householdLists()]) {
    queryClient.setQueriesData<RecipeCardPages>({ queryKey, type: 'inactive' }, firstPageOnly);
    void queryClient.invalidateQueries({
      queryKey,
      refetchType: refetchShown ? 'active' : 'none',
    });
  }
  void queryClient.invalidateQueries({ queryKey: recipeKeys.featured() });
  // A cookbook's count, cover and page follow its recipes.
  void queryClient.invalidateQueries({
    queryKey: COOKBOOKS_KEY,
    refetchType: refetchShown ? 'active' : 'none',
  });
}

/**
 * Takes a deleted recipe's card out of every loaded list and lowers that list's total, so the
 * screen follows at once without reading its pages again. A page's cursor is a position in the
 * order, not the card itself, so it still holds once its card is gone. A capped total ("1000+")
 * stays as it is.
 */
export function removeRecipeCard(queryClient: QueryClient, id: number): void {
  for (const queryKey of [recipeKeys.lists(), recipeKeys.householdLists()]) {
    queryClient.setQueriesData<RecipeCardPages>({ queryKey }, (data) => withoutCard(data, id));
  }
}

function withoutCard(data: RecipeCardPages | undefined, id: number) {
  if (!data?.pages.some((page) => page.cards.some((card) => card.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const total =
        page.total && !page.total.atLeast
          ? { ...page.total, count: Math.max(0, page.total.count - 1) }
          : page.total;
      return { ...page, cards: page.cards.filter((card) => card.id !== id), total };
    }),
  };
}
