import { RECIPE_SORTS, type RecipeSort } from '@contracts/recipes';

/**
 * My Recipes' sort choice, in the server's order; the server does the sorting. `lastCooked`
 * (most recently cooked first) is added here so the choice works whether or not the shared list
 * of sorts names it yet.
 */
export type ListSort = RecipeSort | 'lastCooked';

const LABELS: Record<ListSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  title: 'A-Z',
  cookTime: 'Cook Time',
  rating: 'Highest Rated',
  lastCooked: 'Last Cooked',
};

const LIST_SORTS: readonly ListSort[] = [...new Set<ListSort>([...RECIPE_SORTS, 'lastCooked'])];

export const RECIPE_SORT_OPTIONS = LIST_SORTS.map((value) => ({ value, label: LABELS[value] }));

export function isRecipeSort(value: string): value is ListSort {
  return (LIST_SORTS as readonly string[]).includes(value);
}
