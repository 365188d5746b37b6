import { ListPager, type PagedQuery } from '@/components/list-pager';

const RECIPE_PAGER_TEXT = {
  more: 'Load more recipes',
  loading: 'Loading more recipes…',
  failed: 'More recipes could not be loaded. Please try again.',
};

/**
 * The end of a grid of recipe cards (My Recipes, a profile's recipes): the shared pager. Nothing
 * is said at the end: the grid's total already tells how many there are.
 */
export function RecipePager({ query, shown }: { query: PagedQuery; shown: number }) {
  return <ListPager query={query} shown={shown} text={RECIPE_PAGER_TEXT} />;
}
