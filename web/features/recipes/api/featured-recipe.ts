import { FEATURED_RECIPE_URL } from '@contracts/api-urls';
import type { Recipe } from '@contracts/recipes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import { recipeKeys } from './recipe-keys';

// Apart from the recipe lists' queries (recipe-queries.ts, which exports it too): the signed-in
// home needs only this one. The recipe's schema (and zod) loads with the first answer to read; the
// home's featured recipe comes drawn with the page (decision 018).

/** GET /api/recipes/featured/daily: today's recipe, or null when the caller has none. */
export const featuredRecipeQuery = queryOptions({
  queryKey: recipeKeys.featured(),
  queryFn: async ({ signal }): Promise<Recipe | null> => {
    const body = await getJson(FEATURED_RECIPE_URL, { signal });
    return body === null ? null : (await import('@contracts/recipes')).recipeSchema.parse(body);
  },
});

export function useFeaturedRecipe() {
  return useQuery(featuredRecipeQuery);
}
