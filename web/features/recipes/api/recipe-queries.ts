import { type Recipe, recipeListSchema, recipeSchema } from '@contracts/recipes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '@/lib/api';
import { recipeKeys } from './recipe-keys';

/** GET /api/recipes?search= : the caller's recipes, newest first (SPEC §7). */
export const recipesQuery = (search = '') =>
  queryOptions({
    queryKey: recipeKeys.list(search.trim()),
    queryFn: async ({ signal }): Promise<Recipe[]> => {
      const query = search.trim() ? `?${new URLSearchParams({ search: search.trim() })}` : '';
      return recipeListSchema.parse(await getJson(`/api/recipes${query}`, { signal }));
    },
  });

/** The caller's recipes; while a new search loads, the previous results stay on screen. */
export function useRecipes(search = '') {
  return useQuery({ ...recipesQuery(search), placeholderData: keepPreviousData });
}

/** GET /api/recipes/featured/daily: today's recipe, or null when the caller has none. */
export const featuredRecipeQuery = queryOptions({
  queryKey: recipeKeys.featured(),
  queryFn: async ({ signal }): Promise<Recipe | null> => {
    const body = await getJson('/api/recipes/featured/daily', { signal });
    return body === null ? null : recipeSchema.parse(body);
  },
});

export function useFeaturedRecipe() {
  return useQuery(featuredRecipeQuery);
}

/** SPEC §7: a 404 fails with 'Recipe not found', any other failure with 'Failed to fetch recipe'. */
export const RECIPE_NOT_FOUND = 'Recipe not found';

export const recipeQuery = (id: number) =>
  queryOptions({
    queryKey: recipeKeys.detail(id),
    queryFn: async ({ signal }): Promise<Recipe> => {
      try {
        return recipeSchema.parse(await getJson(`/api/recipes/${id}`, { signal }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          throw new ApiError(404, RECIPE_NOT_FOUND);
        }
        throw new ApiError(error instanceof ApiError ? error.status : 0, 'Failed to fetch recipe');
      }
    },
  });

export function useRecipe(id: number) {
  return useQuery(recipeQuery(id));
}

/** Whether a failed recipe read means the recipe is missing (or not visible to the caller). */
export function isRecipeNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
