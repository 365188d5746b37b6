import { PUBLIC_RECIPE_SORTS, RECIPE_SORTS, type RecipeSort } from '@contracts/recipes';
import type { RecipesText } from './collection-text';

/** My Recipes' sort choice, in the server's order; the server does the sorting. */
export type ListSort = RecipeSort;

/** Each sort's name in the sort choice, from the `recipes` texts. */
export const SORT_NAMES: Record<ListSort, RecipesText> = {
  newest: 'sortNewest',
  oldest: 'sortOldest',
  title: 'sortTitle',
  cookTime: 'sortCookTime',
  rating: 'sortRating',
  lastCooked: 'sortLastCooked',
};

export function isRecipeSort(value: string): value is ListSort {
  return (RECIPE_SORTS as readonly string[]).includes(value);
}

/**
 * The sorts of the household's list: those that mean the same for every member's recipes (a
 * rating or a cooking log is one cook's own).
 */
export type HouseholdSort = (typeof PUBLIC_RECIPE_SORTS)[number];
export const HOUSEHOLD_SORTS: readonly ListSort[] = RECIPE_SORTS.filter((value) =>
  isHouseholdSort(value),
);

export function isHouseholdSort(value: string): value is HouseholdSort {
  return (PUBLIC_RECIPE_SORTS as readonly string[]).includes(value);
}
