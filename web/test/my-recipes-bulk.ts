// My Recipes with its bulk bar under test: three recipes, the cook's tags and cookbooks, and a
// bulk endpoint answering how many changed; the tests read back what was sent.
import { screen, within } from '@testing-library/react';
import { type ApiCall, jsonAnswer, sentJson, stubApi } from '@/test/api-stub';
import { makeRecipe, pageAnswer } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

export const bulkRecipes = [
  makeRecipe({ id: 3, title: 'Soup' }),
  makeRecipe({ id: 2, title: 'Pie' }),
  makeRecipe({ id: 1, title: 'Bread' }),
  makeRecipe({ id: 4, title: 'Salad' }),
];
export const bulkTags = [
  { name: 'Dinner', count: 2 },
  { name: 'quick', count: 1 },
];
export const bulkCookbooks = [
  {
    id: 7,
    userId: 'user-1',
    name: 'Weeknights',
    description: null,
    isPublic: false,
    recipeCount: 3,
    cover: null,
  },
  {
    id: 9,
    userId: 'user-1',
    name: 'Holidays',
    description: null,
    isPublic: true,
    recipeCount: 0,
    cover: null,
  },
];

/**
 * Opens /recipes (or `path`) on the stub. `bulk` answers POST /api/recipes/bulk (by default: every
 * id sent changed); `list` answers the list calls.
 */
export function openBulk({
  path = '/recipes',
  bulk = (call: ApiCall) =>
    jsonAnswer({ changed: (sentJson(call) as { ids: number[] }).ids.length }),
  list = () => pageAnswer(bulkRecipes, { total: bulkRecipes.length }),
}: {
  path?: string;
  bulk?: (call: ApiCall) => Response;
  list?: (call: ApiCall) => Response;
} = {}) {
  const api = stubApi((call) => {
    if (call.url === '/api/tags') return jsonAnswer(bulkTags);
    if (call.url === '/api/cookbooks') return jsonAnswer(bulkCookbooks);
    if (call.url === '/api/recipes/bulk') return bulk(call);
    return list(call);
  });
  return { ...renderApp(path, makeUser()), ...api };
}

/** A card's checkbox, by the recipe's title. */
export const checkbox = (title: string) =>
  screen.getByRole('checkbox', { name: `Select ${title}` });

/** The bodies sent to the bulk endpoint. */
export const bulkBodies = (calls: ApiCall[]) =>
  calls.filter((call) => call.url === '/api/recipes/bulk').map((call) => sentJson(call));

export const bulkBar = () => within(screen.getByRole('region', { name: 'Bulk actions' }));

/** The ids chosen, in screen order. */
export const checkedTitles = () =>
  bulkRecipes
    .map((recipe) => recipe.title)
    .filter((title) => (checkbox(title) as HTMLInputElement).checked);
