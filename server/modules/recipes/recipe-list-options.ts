import type { RecipeSort } from '../../../contracts/recipes.js';

/** Whose recipes a list shows: the caller's own, or a profile's public ones. */
export interface RecipeScope {
  userId: string;
  publicOnly?: boolean;
}

export interface RecipeListOptions {
  sort: RecipeSort;
  limit: number;
  cursor?: string | undefined;
  search?: string | undefined;
  /** Tag keys: recipes with every one of them. */
  tag?: string[] | undefined;
  favorite?: boolean | undefined;
  minRating?: number | undefined;
  /** One of the caller's cookbooks. */
  cookbook?: number | undefined;
  /** A day (YYYY-MM-DD): recipes never cooked or last cooked before it. */
  notCookedSince?: string | undefined;
}
