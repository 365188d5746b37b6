import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, errorAnswer, jsonAnswer, neverAnswer, stubApi } from '@/test/api-stub';
import { listAnswer, makeRecipe, pageAnswer } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

const recipes = Array.from({ length: 7 }, (_, index) =>
  makeRecipe({ id: 7 - index, title: `Recipe ${7 - index}` }),
);
/** The server's answer to a list call: `list` a page of `limit` at a time, with its headers. */
const serve = (list: typeof recipes) => (call: ApiCall) => listAnswer(call.url, list);
const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/recipes?')).map((call) => call.url);

function openDashboard(answer: (call: ApiCall) => Response | Promise<Response>, user = makeUser()) {
  const api = stubApi(answer);
  return { ...renderApp('/dashboard', user), ...api };
}

describe('Dashboard', () => {
  it.each([
    [{ displayName: ' Chef Ada ' }, 'Welcome back, Chef Ada!'],
    [{ displayName: '  ', firstName: 'Ada' }, 'Welcome back, Ada!'],
    [{ displayName: null, firstName: null }, 'Welcome back, Chef!'],
  ])('greets %j', async (fields, greeting) => {
    openDashboard(serve([]), makeUser(fields));
    expect(await screen.findByRole('heading', { level: 1, name: greeting })).toBeVisible();
    expect(screen.getByText('Ready to create something delicious today?')).toBeVisible();
  });

  it('links the action cards and counts the recipes from one request of the newest 6', async () => {
    const { calls } = openDashboard(() => pageAnswer(recipes.slice(0, 6), { total: 1234 }));
    expect(await screen.findByText('1,234 recipes saved')).toBeVisible();
    expect(listCalls(calls)).toEqual(['/api/recipes?sort=newest&limit=6']);
    expect(screen.getByRole('link', { name: 'View All Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    expect(screen.getByRole('link', { name: 'Create New Recipe' })).toHaveAttribute(
      'href',
      '/create',
    );
  });

  it('says "1 recipe saved" for one', async () => {
    openDashboard(serve(recipes.slice(0, 1)));
    expect(await screen.findByText('1 recipe saved')).toBeVisible();
  });

  it('shows the 6 newest recipes with a View All link, and reads no further page', async () => {
    const { calls } = openDashboard(serve(recipes));
    const recent = await screen.findByRole('region', { name: 'Recent Recipes' });
    await waitFor(() => expect(within(recent).getAllByRole('article')).toHaveLength(6));
    expect(
      within(recent)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Recipe 7', 'Recipe 6', 'Recipe 5', 'Recipe 4', 'Recipe 3', 'Recipe 2']);
    expect(screen.getByText('7 recipes saved')).toBeVisible();
    expect(listCalls(calls)).toHaveLength(1);
    expect(within(recent).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/recipes',
    );
  });

  it('shows 8 placeholders while loading', async () => {
    neverAnswer();
    renderApp('/dashboard', makeUser());
    const recent = await screen.findByRole('region', { name: 'Recent Recipes' });
    expect(within(recent).getAllByTestId('recipe-card-skeleton')).toHaveLength(8);
  });

  it('invites a first recipe when there is none', async () => {
    openDashboard(serve([]));
    const recent = await screen.findByRole('region', { name: 'Recent Recipes' });
    expect(await within(recent).findByRole('heading', { name: 'No Recipes Yet' })).toBeVisible();
    expect(within(recent).getByText('Start by creating your first recipe!')).toBeVisible();
    expect(within(recent).getByRole('link', { name: 'Create Recipe' })).toHaveAttribute(
      'href',
      '/create',
    );
  });

  it('opens a random recipe with a toast', async () => {
    const { events, location } = openDashboard((call) =>
      call.url === '/api/recipes/random/recipe'
        ? jsonAnswer(makeRecipe({ id: 3, title: 'Ramen' }))
        : listAnswer(call.url, recipes),
    );
    await events.click(await screen.findByRole('button', { name: 'Random Recipe' }));
    await waitFor(() => expect(location().pathname).toBe('/recipe/3'));
    // The toast shows once its viewport's code is there: it loads with the first toast.
    expect(await screen.findByText('Random Recipe Found!')).toBeVisible();
    expect(screen.getByText('Try making Ramen')).toBeVisible();
  });

  it('says when there is no recipe to pick', async () => {
    const { events, location } = openDashboard((call) =>
      call.url.includes('random') ? errorAnswer(404, 'Recipe not found') : listAnswer(call.url, []),
    );
    await events.click(await screen.findByRole('button', { name: 'Random Recipe' }));
    expect(await screen.findByText('No Random Recipe Available')).toBeVisible();
    expect(screen.getByText('Create some recipes first to use this feature!')).toBeVisible();
    expect(location().pathname).toBe('/dashboard');
  });

  it('says when the random pick fails', async () => {
    const { events } = openDashboard((call) => {
      if (call.url.includes('random')) throw new TypeError('Failed to fetch');
      return listAnswer(call.url, []);
    });
    await events.click(await screen.findByRole('button', { name: 'Random Recipe' }));
    expect(await screen.findByText('Failed to get random recipe')).toBeVisible();
  });
});
