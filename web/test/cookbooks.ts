import type { Cookbook } from '@contracts/cookbooks';
import { type ApiCall, jsonAnswer, noContent, parseCall } from './api-stub';
import { listAnswer, makeRecipe } from './recipes';

export function makeCookbook(overrides: Partial<Cookbook> = {}): Cookbook {
  return {
    id: 7,
    userId: 'user-1',
    name: 'Weeknight Dinners',
    description: 'Quick and warm.',
    isPublic: false,
    recipeCount: 3,
    cover: null,
    ...overrides,
  };
}

/** Three recipes, in a cookbook's order. */
export const cookbookRecipes = () => [
  makeRecipe({ id: 1, title: 'Tomato Soup' }),
  makeRecipe({ id: 2, title: 'Lentil Stew' }),
  makeRecipe({ id: 3, title: 'Garlic Bread' }),
];

/**
 * Answers a cookbook's screen: the cookbook, its recipes a page at a time, and 204 to every
 * change; anything else is a 404.
 */
export function cookbookApi(cookbook: Cookbook, recipes = cookbookRecipes()) {
  return (call: ApiCall): Response => {
    const { path } = parseCall(call);
    if (call.method !== 'GET') return noContent();
    if (path === `/api/cookbooks/${cookbook.id}`) return jsonAnswer(cookbook);
    if (path === `/api/cookbooks/${cookbook.id}/recipes`) return listAnswer(call.url, recipes);
    return jsonAnswer({ message: 'Not found' }, 404);
  };
}

/** The first call with `method`; a test that expects one fails here when there is none. */
export function findCall(calls: readonly ApiCall[], method: string): ApiCall {
  const found = calls.find((call) => call.method === method);
  if (!found) throw new Error(`no ${method} call was made`);
  return found;
}
