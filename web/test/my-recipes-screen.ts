// The My Recipes screen under test: a few recipes, the screen opened on a stubbed API, and what
// the tests read back (list calls, card titles, the header with its count).
import { screen, within } from '@testing-library/react';
import { type ApiCall, stubApi } from '@/test/api-stub';
import { listQuery, makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

export const soup = makeRecipe({ id: 1, title: 'Soup', cookTime: '45 minutes' });
export const apple = makeRecipe({ id: 2, title: 'apple pie', cookTime: '1 hour' });
export const bread = makeRecipe({ id: 3, title: 'Bread', cookTime: null });
export const many = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeRecipe({ id: count - index, title: `Recipe ${count - index}` }),
  );

export function openMyRecipes(answer: (call: ApiCall) => Response | Promise<Response>) {
  const api = stubApi(answer);
  return { ...renderApp('/recipes', makeUser()), ...api };
}

/** The list calls made, each as its path and paging query. */
export const listCalls = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.url.startsWith('/api/recipes?'))
    .map((call) => listQuery(call.url));

export const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

export const header = () =>
  screen.getByRole('heading', { level: 1, name: 'My Recipes' }).parentElement;
