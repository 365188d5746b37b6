import { RECIPE_SORTS, type RecipeSort } from '@contracts/recipes';

/** My Recipes' sort choice, in the server's order; the server does the sorting. */
export type ListSort = RecipeSort;

const LABELS: Record<ListSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  title: 'A-Z',
  cookTime: 'Cook Time',
  rating: 'Highest Rated',
  lastCooked: 'Last Cooked',
};

export const RECIPE_SORT_OPTIONS = RECIPE_SORTS.map((value) => ({ value, label: LABELS[value] }));

export function isRecipeSort(value: string): value is ListSort {
  return (RECIPE_SORTS as readonly string[]).includes(value);
}
