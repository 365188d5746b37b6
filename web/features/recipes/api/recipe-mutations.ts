import { recipeUrl } from '@contracts/api-urls';
import { type Recipe, recipeSchema } from '@contracts/recipes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, getJson, readJson } from '@/lib/api';
import { invalidateRecipeLists, removeRecipeCard } from './recipe-cache';
import { recipeKeys } from './recipe-keys';

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
      recipeSchema.parse(await readJson(await apiRequest('PUT', recipeUrl(id), form))),
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(id), recipe);
      invalidateRecipeLists(queryClient);
    },
  });
}

/**
 * DELETE /api/recipes/{id}. The deleted recipe is marked stale but not read again now: the page
 * showing it may still be mounted while it navigates away, and should not flash 'not found'. Its
 * card leaves the loaded lists at once; the lists on screen are not read again (a cook deep in
 * My Recipes keeps their place), the others are when next shown.
 */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recipe: Pick<Recipe, 'id' | 'title'>) => {
      await apiRequest('DELETE', recipeUrl(recipe.id));
      return recipe;
    },
    onSuccess: (recipe) => {
      void queryClient.invalidateQueries({
        queryKey: recipeKeys.detail(recipe.id),
        refetchType: 'none',
      });
      removeRecipeCard(queryClient, recipe.id);
      invalidateRecipeLists(queryClient, { refetchShown: false });
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
