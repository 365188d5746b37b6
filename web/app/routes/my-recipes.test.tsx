import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  errorAnswer,
  jsonAnswer,
  makeRecipe,
  neverAnswer,
  stubApi,
} from '@/features/recipes/test/recipe-fixtures';
import { makeUser, renderApp } from '@/test/render-app';

const soup = makeRecipe({
  id: 1,
  title: 'Soup',
  cookTime: '30 minutes',
  createdAt: '2025-01-02T00:00:00.000Z',
});
const apple = makeRecipe({
  id: 2,
  title: 'apple pie',
  cookTime: '1 hour',
  createdAt: '2025-01-03T00:00:00.000Z',
});
const bread = makeRecipe({
  id: 3,
  title: 'Bread',
  cookTime: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

function openMyRecipes(answer: (call: ApiCall) => Response | Promise<Response>) {
  const api = stubApi(answer);
  return { ...renderApp('/recipes', makeUser()), ...api };
}

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('My Recipes', () => {
  it('shows 8 skeleton cards while loading', async () => {
    neverAnswer();
    renderApp('/recipes', makeUser());
    expect(await screen.findByText('Loading recipes…')).toBeInTheDocument();
    expect(screen.getAllByTestId('recipe-card-skeleton')).toHaveLength(8);
  });

  it('says there are no recipes yet, with a Create Recipe link', async () => {
    openMyRecipes(() => jsonAnswer([]));
    expect(await screen.findByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Create Recipe' }),
    ).toHaveAttribute('href', '/create');
  });

  it('sends the search (debounced) and says when nothing matches', async () => {
    const { events, calls } = openMyRecipes((call) =>
      jsonAnswer(call.url.includes('search=') ? [] : [soup]),
    );
    await screen.findByRole('heading', { name: 'Soup' });
    await events.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'kale chips');
    expect(await screen.findByRole('heading', { name: 'No recipes found' })).toBeVisible();
    expect(
      screen.getByText('No recipes match "kale chips". Try a different search term.'),
    ).toBeVisible();
    const urls = calls.map((call) => call.url);
    expect(urls).toEqual(['/api/recipes', '/api/recipes?search=kale+chips']);
  });

  it.each([
    ['Newest First', ['apple pie', 'Soup', 'Bread']],
    ['Oldest First', ['Bread', 'Soup', 'apple pie']],
    ['A-Z', ['apple pie', 'Bread', 'Soup']],
    ['Cook Time', ['Bread', 'apple pie', 'Soup']],
  ])('sorts by %s', async (option, titles) => {
    const { events } = openMyRecipes(() => jsonAnswer([apple, soup, bread]));
    await screen.findByRole('heading', { name: 'Soup' });
    await events.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), option);
    expect(cardTitles()).toEqual(titles);
  });

  it('edits a recipe from its card', async () => {
    const { events, router } = openMyRecipes(() => jsonAnswer([soup]));
    await events.click(await screen.findByRole('button', { name: 'Edit Soup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/1'));
  });

  it('asks before deleting, then deletes and refreshes the list', async () => {
    let deleted = false;
    const { events, calls } = openMyRecipes((call) => {
      if (call.method === 'DELETE') {
        deleted = true;
        return new Response(null, { status: 204 });
      }
      return jsonAnswer(deleted ? [apple] : [soup, apple]);
    });
    await events.click(await screen.findByRole('button', { name: 'Delete Soup' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Recipe' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete "Soup"?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Recipe Deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Soup' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/recipes/1',
    ]);
  });

  it('keeps the recipe when the dialog is cancelled', async () => {
    const { events, calls } = openMyRecipes(() => jsonAnswer([soup]));
    await events.click(await screen.findByRole('button', { name: 'Delete Soup' }));
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('says when deleting fails', async () => {
    const { events } = openMyRecipes((call) =>
      call.method === 'DELETE' ? errorAnswer(403, 'Forbidden') : jsonAnswer([soup]),
    );
    await events.click(await screen.findByRole('button', { name: 'Delete Soup' }));
    await events.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete recipe')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Soup' })).toBeVisible();
  });
});
