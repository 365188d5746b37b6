import { COOKBOOKS_URL, cookbookRecipesUrl, cookbookUrl } from '@contracts/api-urls';
import { type Cookbook, type CookbookInput, cookbookSchema } from '@contracts/cookbooks';
import type { RecipeCard } from '@contracts/recipes';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import type { RecipeCardPages } from '@/lib/recipe-card-pages';
import { cookbookKeys } from './cookbook-keys';

const readCookbook = async (response: Response): Promise<Cookbook> =>
  cookbookSchema.parse(await readJson(response));

/**
 * After a cookbook's members change: its count and cover (in the list and on its page) and its
 * recipes are read again; other cooks' lists of public cookbooks may show it too.
 */
function refreshCookbook(queryClient: QueryClient, id: number) {
  void queryClient.invalidateQueries({ queryKey: cookbookKeys.list() });
  void queryClient.invalidateQueries({ queryKey: cookbookKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: cookbookKeys.recipes(id) });
}

/** A cookbook's new state, wherever it is cached: its page and the cook's list. */
function storeCookbook(queryClient: QueryClient, cookbook: Cookbook) {
  queryClient.setQueryData(cookbookKeys.detail(cookbook.id), cookbook);
  void queryClient.invalidateQueries({ queryKey: cookbookKeys.list() });
  void queryClient.invalidateQueries({ queryKey: [...cookbookKeys.all, 'user'] });
}

/** POST /api/cookbooks. */
export function useCreateCookbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CookbookInput) =>
      readCookbook(await apiRequest('POST', COOKBOOKS_URL, input)),
    onSuccess: (cookbook) => storeCookbook(queryClient, cookbook),
  });
}

/** PUT /api/cookbooks/{id}: name, description and whether it is public. */
export function useUpdateCookbook(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CookbookInput) =>
      readCookbook(await apiRequest('PUT', cookbookUrl(id), input)),
    onSuccess: (cookbook) => storeCookbook(queryClient, cookbook),
  });
}

/** DELETE /api/cookbooks/{id}: the cookbook goes, its recipes stay. */
export function useDeleteCookbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', cookbookUrl(id));
    },
    onSuccess: (_nothing, id) => {
      // Not read again: the page showing it is on its way out and should not flash "not found".
      queryClient.removeQueries({ queryKey: cookbookKeys.recipes(id) });
      void queryClient.invalidateQueries({
        queryKey: cookbookKeys.detail(id),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: cookbookKeys.list() });
      void queryClient.invalidateQueries({ queryKey: [...cookbookKeys.all, 'user'] });
    },
  });
}

/** POST /api/cookbooks/{id}/recipes: one of the cook's recipes, at the end. */
export function useAddToCookbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cookbookId, recipeId }: { cookbookId: number; recipeId: number }) => {
      await apiRequest('POST', cookbookRecipesUrl(cookbookId), { recipeId });
    },
    onSuccess: (_nothing, { cookbookId }) => refreshCookbook(queryClient, cookbookId),
  });
}

/** DELETE /api/cookbooks/{id}/recipes/{recipeId}: out of the cookbook, the recipe itself kept. */
export function useRemoveFromCookbook(cookbookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recipeId: number) => {
      await apiRequest('DELETE', `${cookbookRecipesUrl(cookbookId)}/${recipeId}`);
    },
    onSuccess: () => refreshCookbook(queryClient, cookbookId),
  });
}

/**
 * PUT /api/cookbooks/{id}/recipes: every member, in the new order. Sent only with the whole
 * cookbook loaded, so the list is the cookbook: the cards are shown in their new places at once,
 * and put back if the server refuses.
 */
export function useReorderCookbook(cookbookId: number) {
  const queryClient = useQueryClient();
  const key = cookbookKeys.recipes(cookbookId);
  return useMutation({
    mutationFn: async (cards: RecipeCard[]) => {
      await apiRequest('PUT', cookbookRecipesUrl(cookbookId), {
        recipeIds: cards.map((card) => card.id),
      });
    },
    onMutate: async (cards) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<RecipeCardPages>(key);
      if (before) {
        queryClient.setQueryData<RecipeCardPages>(key, {
          pages: [{ cards, total: before.pages[0]?.total ?? null, next: null }],
          pageParams: [undefined],
        });
      }
      return { before };
    },
    onError: (_error, _cards, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => {
      // The cover is the first member with a photo: a new first recipe may change it.
      void queryClient.invalidateQueries({ queryKey: cookbookKeys.detail(cookbookId) });
      void queryClient.invalidateQueries({ queryKey: cookbookKeys.list() });
    },
  });
}
