import { type Recipe, recipeSchema } from '@contracts/recipes';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, getJson, readJson } from '@/lib/api';
import { recipeKeys } from './recipe-keys';

/**
 * SPEC §9: after a change the lists and the featured recipe are read again. Not awaited: the
 * screen moves on at once and shown lists refresh in the background.
 */
export function invalidateRecipeLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: recipeKeys.featured() });
}

/** POST /api/recipes with the multipart body of `recipeFormData`. */
export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData): Promise<Recipe> =>
      recipeSchema.parse(await readJson(await apiRequest('POST', '/api/recipes', form))),
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      invalidateRecipeLists(queryClient);
    },
  });
}

/** PUT /api/recipes/{id}: the full recipe, optionally a new photo or removeImage=true. */
export function useUpdateRecipe(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData): Promise<Recipe> =>
      recipeSchema.parse(await readJson(await apiRequest('PUT', `/api/recipes/${id}`, form))),
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(id), recipe);
      invalidateRecipeLists(queryClient);
    },
  });
}

/**
 * DELETE /api/recipes/{id}. The deleted recipe is marked stale but not read again now: the page
 * showing it may still be mounted while it navigates away, and should not flash 'not found'.
 */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recipe: Pick<Recipe, 'id' | 'title'>) => {
      await apiRequest('DELETE', `/api/recipes/${recipe.id}`);
      return recipe;
    },
    onSuccess: (recipe) => {
      void queryClient.invalidateQueries({
        queryKey: recipeKeys.detail(recipe.id),
        refetchType: 'none',
      });
      invalidateRecipeLists(queryClient);
    },
  });
}

/** GET /api/recipes/random/recipe: a random recipe of the caller's, or null when there is none. */
export async function fetchRandomRecipe(): Promise<Recipe | null> {
  try {
    return recipeSchema.parse(await getJson('/api/recipes/random/recipe'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useRandomRecipe() {
  return useMutation({ mutationFn: fetchRandomRecipe });
}
