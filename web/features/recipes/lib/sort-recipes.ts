import type { Recipe } from '@contracts/recipes';

export const RECIPE_SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'title', label: 'A-Z' },
  { value: 'cookTime', label: 'Cook Time' },
] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number]['value'];

export function isRecipeSort(value: string): value is RecipeSort {
  return RECIPE_SORTS.some((sort) => sort.value === value);
}

/** SPEC §9: the first number found in the cook time text, 0 when there is none. */
export function cookTimeNumber(cookTime: string | null): number {
  const match = cookTime?.match(/\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : 0;
}

const byNewest = (a: Recipe, b: Recipe) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

const compareBy: Record<RecipeSort, (a: Recipe, b: Recipe) => number> = {
  newest: byNewest,
  oldest: (a, b) => byNewest(b, a),
  title: (a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }),
  cookTime: (a, b) => cookTimeNumber(a.cookTime) - cookTimeNumber(b.cookTime),
};

/** A sorted copy (My Recipes, SPEC §2); ties keep the server's newest-first order. */
export function sortRecipes(recipes: readonly Recipe[], sort: RecipeSort): Recipe[] {
  return [...recipes].sort(compareBy[sort]);
}
