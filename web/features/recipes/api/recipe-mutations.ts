import { recipeUrl, tagUrl } from '@contracts/api-urls';
import { changedSchema } from '@contracts/organise';
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
      // Its tags may be new ones, or raise a tag's count.
      void queryClient.invalidateQueries({ queryKey: recipeKeys.tags() });
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
      void queryClient.invalidateQueries({ queryKey: recipeKeys.tags() });
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
      void queryClient.invalidateQueries({ queryKey: recipeKeys.tags() });
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

/** What a PATCH sends: any of the owner's quick changes, each changing only itself. */
export type RecipePatchBody = Partial<
  Pick<Recipe, 'tags' | 'favorite' | 'rating' | 'notes' | 'sourceUrl'>
>;

/**
 * PATCH /api/recipes/{id}: the owner's favourite, rating, notes, tags or source, shown at once
 * (optimistic) and put back as it was when the server refuses; the caller says so (a toast).
 */
export function usePatchRecipe(id: number) {
  const queryClient = useQueryClient();
  const key = recipeKeys.detail(id);
  return useMutation({
    mutationFn: async (patch: RecipePatchBody): Promise<Recipe> =>
      recipeSchema.parse(await readJson(await apiRequest('PATCH', recipeUrl(id), patch))),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Recipe>(key);
      if (before) queryClient.setQueryData<Recipe>(key, { ...before, ...patch });
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (recipe) => {
      queryClient.setQueryData(key, recipe);
      // Cards show the heart, the stars and the tags; the tag list counts the tags.
      invalidateRecipeLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: recipeKeys.tags() });
    },
  });
}

/**
 * After a tag changed across recipes: every list, every recipe and the tag list are read again
 * when next shown.
 */
function invalidateAfterTagChange(queryClient: ReturnType<typeof useQueryClient>) {
  invalidateRecipeLists(queryClient);
  void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
}

/** PUT /api/tags/{name}: renames a tag; an existing tag of the new name takes its recipes in. */
export function useRenameTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ from, to }: { from: string; to: string }) =>
      changedSchema.parse(await readJson(await apiRequest('PUT', tagUrl(from), { name: to }))),
    onSuccess: () => invalidateAfterTagChange(queryClient),
  });
}

/** DELETE /api/tags/{name}: takes the tag off every recipe of the cook's. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      changedSchema.parse(await readJson(await apiRequest('DELETE', tagUrl(name)))),
    onSuccess: () => invalidateAfterTagChange(queryClient),
  });
}
