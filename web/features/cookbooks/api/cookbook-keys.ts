import { COOKBOOKS_KEY, myCookbooksQuery } from '@/lib/cookbook-list';

/**
 * Query keys of the cookbook feature. Everything sits under ['cookbooks'], so one prefix reaches
 * the cook's list, each cookbook and its recipes, and other cooks' public ones.
 */
export const cookbookKeys = {
  all: COOKBOOKS_KEY,
  list: () => myCookbooksQuery.queryKey,
  detail: (id: number) => [...cookbookKeys.all, 'detail', id] as const,
  recipes: (id: number) => [...cookbookKeys.all, 'recipes', id] as const,
  ofUser: (userId: string) => [...cookbookKeys.all, 'user', userId] as const,
};
