import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, jsonAnswer } from '@/test/api-stub';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { cardTitles, header, listCalls, many, openMyRecipes, soup } from '@/test/my-recipes-screen';
import { listAnswer, makeRecipe, pageAnswer } from '@/test/recipes';

describe('My Recipes: paging', () => {
  it('appends the next page from "Load more recipes", sending the cursor, until the last', async () => {
    const recipes = many(30);
    const { events, calls } = openMyRecipes((call) => listAnswer(call.url, recipes));
    await screen.findByRole('heading', { name: 'Recipe 30' });
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(header()).toHaveTextContent('30 recipes');

    await events.click(screen.getByRole('button', { name: 'Load more recipes' }));
    expect(await screen.findByRole('heading', { name: 'Recipe 1' })).toBeVisible();
    expect(cardTitles()).toEqual(recipes.map((recipe) => recipe.title));
    expect(listCalls(calls).map(({ sort, limit, cursor }) => [sort, limit, cursor])).toEqual([
      ['newest', '24', undefined],
      ['newest', '24', 'after-24'],
    ]);
    expect(screen.queryByRole('button', { name: 'Load more recipes' })).not.toBeInTheDocument();
    expect(header()).toHaveTextContent('30 recipes');
  });

  it('loads more from the keyboard', async () => {
    const { events } = openMyRecipes((call) => listAnswer(call.url, many(26)));
    await screen.findByRole('heading', { name: 'Recipe 26' });
    const button = screen.getByRole('button', { name: 'Load more recipes' });
    button.focus();
    expect(button).toHaveFocus();
    await events.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Recipe 1' })).toBeVisible();
  });

  it('loads the next page when the end of the grid scrolls into view', async () => {
    const observer = stubIntersectionObserver();
    const { calls } = openMyRecipes((call) => listAnswer(call.url, many(50)));
    await screen.findByRole('heading', { name: 'Recipe 50' });
    expect(listCalls(calls)).toHaveLength(1);
    act(() => observer.scrollIntoView());
    expect(await screen.findByRole('heading', { name: 'Recipe 3' })).toBeVisible();
    act(() => observer.scrollIntoView());
    expect(await screen.findByRole('heading', { name: 'Recipe 1' })).toBeVisible();
    expect(listCalls(calls).map((call) => call.cursor)).toEqual([
      undefined,
      'after-24',
      'after-48',
    ]);
    expect(observer.count).toBe(0);
  });

  it('says so when a further page fails, and tries again on request', async () => {
    let failNext = true;
    const { events } = openMyRecipes((call) => {
      if (call.url.includes('cursor=') && failNext) {
        failNext = false;
        return errorAnswer(500, 'Internal error');
      }
      return listAnswer(call.url, many(30));
    });
    await screen.findByRole('heading', { name: 'Recipe 30' });
    await events.click(screen.getByRole('button', { name: 'Load more recipes' }));
    expect(
      await screen.findByText('More recipes could not be loaded. Please try again.'),
    ).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    await events.click(screen.getByRole('button', { name: 'Load more recipes' }));
    expect(await screen.findByRole('heading', { name: 'Recipe 1' })).toBeVisible();
  });
});

describe('My Recipes: edit and delete', () => {
  it('edits a recipe from its card', async () => {
    const { events, location } = openMyRecipes(() => pageAnswer([soup], { total: 1 }));
    await events.click(await screen.findByRole('button', { name: 'Edit Soup' }));
    await waitFor(() => expect(location().pathname).toBe('/edit/1'));
  });

  it('asks before deleting, then removes the card and lowers the count without reading the list again', async () => {
    const recipes = many(30);
    const { events, calls } = openMyRecipes((call) =>
      call.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : listAnswer(call.url, recipes),
    );
    await screen.findByRole('heading', { name: 'Recipe 30' });
    await events.click(screen.getByRole('button', { name: 'Load more recipes' }));
    await screen.findByRole('heading', { name: 'Recipe 1' });

    await events.click(screen.getByRole('button', { name: 'Delete Recipe 3' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Recipe' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete "Recipe 3"?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Recipe Deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Recipe 3' })).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(29);
    expect(header()).toHaveTextContent('29 recipes');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/recipes/3',
    ]);
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('reads only the first page again after a new recipe, and shows it', async () => {
    const recipes = many(30);
    const { events, calls, location } = openMyRecipes((call) => {
      if (call.method !== 'POST') return listAnswer(call.url, recipes);
      const created = makeRecipe({ id: 31, title: 'Fresh Pancakes' });
      recipes.unshift(created);
      return jsonAnswer(created, 201);
    });
    await screen.findByRole('heading', { name: 'Recipe 30' });
    await events.click(screen.getByRole('button', { name: 'Load more recipes' }));
    await screen.findByRole('heading', { name: 'Recipe 1' });

    await events.click(within(screen.getByRole('main')).getByRole('link', { name: 'New Recipe' }));
    await events.type(await screen.findByRole('textbox', { name: 'Title' }), 'Fresh Pancakes');
    await events.type(screen.getByLabelText('Ingredient 1 name'), 'flour');
    await events.type(screen.getByLabelText('Step 1'), 'Fry.');
    await events.click(screen.getByRole('button', { name: 'Save Recipe' }));
    await waitFor(() => expect(location().pathname).toBe('/recipes'));

    expect(await screen.findByRole('heading', { name: 'Fresh Pancakes' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(header()).toHaveTextContent('31 recipes');
    expect(listCalls(calls).map((call) => call.cursor)).toEqual([undefined, 'after-24', undefined]);
  });

  it('keeps the recipe when the dialog is cancelled', async () => {
    const { events, calls } = openMyRecipes(() => pageAnswer([soup], { total: 1 }));
    await events.click(await screen.findByRole('button', { name: 'Delete Soup' }));
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(header()).toHaveTextContent('1 recipe');
  });

  it('says when deleting fails', async () => {
    const { events } = openMyRecipes((call) =>
      call.method === 'DELETE' ? errorAnswer(403, 'Forbidden') : pageAnswer([soup], { total: 1 }),
    );
    await events.click(await screen.findByRole('button', { name: 'Delete Soup' }));
    await events.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete recipe')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Soup' })).toBeVisible();
    expect(header()).toHaveTextContent('1 recipe');
  });
});
