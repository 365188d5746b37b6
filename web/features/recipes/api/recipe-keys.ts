/**
 * Query keys of the recipe feature. Everything sits under ['recipes'], so one prefix reaches
 * every list, the featured recipe and each recipe.
 */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: (search: string) => [...recipeKeys.lists(), search] as const,
  featured: () => [...recipeKeys.all, 'featured'] as const,
  detail: (id: number) => [...recipeKeys.all, 'detail', id] as const,
};
