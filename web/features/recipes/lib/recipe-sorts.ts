import { PUBLIC_RECIPE_SORTS, RECIPE_SORTS, type RecipeSort } from '@contracts/recipes';

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

/**
 * The sorts of the household's list: those that mean the same for every member's recipes (a
 * rating or a cooking log is one cook's own).
 */
export type HouseholdSort = (typeof PUBLIC_RECIPE_SORTS)[number];
export const HOUSEHOLD_SORT_OPTIONS = RECIPE_SORT_OPTIONS.filter(({ value }) =>
  isHouseholdSort(value),
);

export function isHouseholdSort(value: string): value is HouseholdSort {
  return (PUBLIC_RECIPE_SORTS as readonly string[]).includes(value);
}
