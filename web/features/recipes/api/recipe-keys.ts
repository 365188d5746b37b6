import type { HouseholdSort, ListSort } from '../lib/recipe-sorts';

/**
 * Which page of which list: the caller's recipes matching `search`, in `sort`, `limit` a page;
 * narrowed to those with every one of `tags`, favourites only, rated at least `minRating`, in
 * the cookbook `cookbook`, or not cooked since the day `notCookedSince` (YYYY-MM-DD).
 */
export interface RecipeListParams {
  search: string;
  sort: ListSort;
  limit: number;
  tags?: readonly string[];
  favorite?: boolean;
  minRating?: number;
  cookbook?: number;
  notCookedSince?: string;
}

/**
 * Query keys of the recipe feature. Everything sits under ['recipes'], so one prefix reaches
 * every list, the featured recipe and each recipe.
 */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: (params: RecipeListParams) => [...recipeKeys.lists(), params] as const,
  featured: () => [...recipeKeys.all, 'featured'] as const,
  detail: (id: number) => [...recipeKeys.all, 'detail', id] as const,
  // Under ['recipes'] too: a change to any recipe may change the cook's tags and their counts.
  tags: () => [...recipeKeys.all, 'tags'] as const,
  /**
   * The household's recipes, under ['household']: the app's live updates invalidate that prefix
   * when someone joins or leaves, which changes whose recipes the list holds.
   */
  householdLists: () => ['household', 'recipes'] as const,
  householdList: (params: HouseholdListParams) => [...recipeKeys.householdLists(), params] as const,
};

/** A page of the household's recipes: a search and one of the sorts every member shares. */
export interface HouseholdListParams {
  search: string;
  sort: HouseholdSort;
  limit: number;
}
