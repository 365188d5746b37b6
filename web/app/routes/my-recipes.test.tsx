import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  errorAnswer,
  jsonAnswer,
  listAnswer,
  listQuery,
  makeRecipe,
  neverAnswer,
  pageAnswer,
  stubApi,
} from '@/features/recipes/test/recipe-fixtures';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { makeUser, renderApp } from '@/test/render-app';

const soup = makeRecipe({ id: 1, title: 'Soup', cookTime: '45 minutes' });
const apple = makeRecipe({ id: 2, title: 'apple pie', cookTime: '1 hour' });
const bread = makeRecipe({ id: 3, title: 'Bread', cookTime: null });
const many = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeRecipe({ id: count - index, title: `Recipe ${count - index}` }),
  );

function openMyRecipes(answer: (call: ApiCall) => Response | Promise<Response>) {
  const api = stubApi(answer);
  return { ...renderApp('/recipes', makeUser()), ...api };
}

/** The list calls made, each as its path and paging query. */
const listCalls = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.url.startsWith('/api/recipes?'))
    .map((call) => listQuery(call.url));

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

const header = () => screen.getByRole('heading', { level: 1, name: 'My Recipes' }).parentElement;

describe('My Recipes: the first page', () => {
  it('shows 8 skeleton cards while loading', async () => {
    neverAnswer();
    renderApp('/recipes', makeUser());
    expect(await screen.findByText('Loading recipes…')).toBeInTheDocument();
    expect(screen.getAllByTestId('recipe-card-skeleton')).toHaveLength(8);
  });

  it('reads the newest 24 cards and shows the whole collection’s size in the header', async () => {
    const { calls } = openMyRecipes(() => pageAnswer([apple, soup], { total: 40, next: 'c1' }));
    await screen.findByRole('heading', { name: 'Soup' });
    expect(cardTitles()).toEqual(['apple pie', 'Soup']);
    expect(header()).toHaveTextContent('40 recipes');
    expect(listCalls(calls)).toEqual([
      { path: '/api/recipes', search: undefined, sort: 'newest', limit: '24', cursor: undefined },
    ]);
  });

  it('says "1 recipe" for one', async () => {
    openMyRecipes(() => pageAnswer([soup], { total: 1 }));
    await screen.findByRole('heading', { name: 'Soup' });
    expect(header()).toHaveTextContent('1 recipe');
    expect(header()).not.toHaveTextContent('1 recipes');
  });

  it('says there are no recipes yet, with a Create Recipe link', async () => {
    openMyRecipes(() => pageAnswer([], { total: 0 }));
    expect(await screen.findByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Create Recipe' }),
    ).toHaveAttribute('href', '/create');
    expect(header()).toHaveTextContent('0 recipes');
  });

  it('offers Try Again when the list cannot be loaded', async () => {
    let fail = true;
    const { events } = openMyRecipes(() =>
      fail ? errorAnswer(500, 'Internal error') : pageAnswer([soup], { total: 1 }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your recipes could not be loaded' }),
    ).toBeVisible();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Soup' })).toBeVisible();
  });
});

describe('My Recipes: search and sort on the server', () => {
  it('sends the search (debounced) and says when nothing matches', async () => {
    const { events, calls } = openMyRecipes((call) =>
      call.url.includes('search=')
        ? pageAnswer([], { total: 0 })
        : pageAnswer([soup], { total: 1 }),
    );
    await screen.findByRole('heading', { name: 'Soup' });
    await events.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'kale chips');
    expect(await screen.findByRole('heading', { name: 'No recipes found' })).toBeVisible();
    expect(
      screen.getByText('No recipes match "kale chips". Try a different search term.'),
    ).toBeVisible();
    expect(header()).toHaveTextContent('0 recipes found');
    expect(listCalls(calls).map(({ search, sort }) => [search, sort])).toEqual([
      [undefined, 'newest'],
      ['kale chips', 'newest'],
    ]);
  });

  it('keeps the previous cards and count on screen while a search loads, then counts the matches', async () => {
    let release = () => {};
    const { events } = openMyRecipes((call) => {
      if (!call.url.includes('search=')) return pageAnswer([soup, apple], { total: 2 });
      return new Promise<Response>((resolve) => {
        release = () => resolve(pageAnswer([apple], { total: '1000+' }));
      });
    });
    await screen.findByRole('heading', { name: 'Soup' });
    await events.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'apple');
    const grid = () => screen.getAllByRole('article')[0]?.closest('ul');
    await waitFor(() => expect(grid()).toHaveAttribute('aria-busy', 'true'));
    expect(cardTitles()).toEqual(['Soup', 'apple pie']);
    expect(screen.queryByTestId('recipe-card-skeleton')).not.toBeInTheDocument();
    expect(header()).toHaveTextContent('2 recipes');

    act(() => release());
    await waitFor(() => expect(cardTitles()).toEqual(['apple pie']));
    expect(header()).toHaveTextContent('1,000+ recipes found');
  });

  it('offers the four sorts, sends each to the server and keeps the server’s order', async () => {
    const orders: Record<string, (typeof soup)[]> = {
      newest: [bread, apple, soup],
      oldest: [soup, apple, bread],
      title: [apple, bread, soup],
      // In minutes on the server: none (0), '45 minutes', '1 hour' (60).
      cookTime: [bread, soup, apple],
    };
    const { events, calls } = openMyRecipes((call) => {
      const sort = listQuery(call.url).sort ?? 'newest';
      return pageAnswer(orders[sort] ?? [], { total: 3 });
    });
    await screen.findByRole('heading', { name: 'Soup' });
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest First', 'Oldest First', 'A-Z', 'Cook Time']);

    for (const [label, titles] of [
      ['Oldest First', ['Soup', 'apple pie', 'Bread']],
      ['A-Z', ['apple pie', 'Bread', 'Soup']],
      ['Cook Time', ['Bread', 'Soup', 'apple pie']],
    ] as const) {
      await events.selectOptions(select, label);
      await waitFor(() => expect(cardTitles()).toEqual(titles));
    }
    expect(listCalls(calls).map((call) => call.sort)).toEqual([
      'newest',
      'oldest',
      'title',
      'cookTime',
    ]);
    // A list once read is kept (SPEC §9): going back shows it without another call.
    await events.selectOptions(select, 'Newest First');
    expect(cardTitles()).toEqual(['Bread', 'apple pie', 'Soup']);
    expect(listCalls(calls)).toHaveLength(4);
  });

  it('searches within the chosen sort', async () => {
    const { events, calls } = openMyRecipes(() => pageAnswer([apple], { total: 1 }));
    await screen.findByRole('heading', { name: 'apple pie' });
    await events.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'A-Z');
    await events.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'pie');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toMatchObject({ search: 'pie', sort: 'title' }),
    );
    expect(await screen.findByText('1 recipe found')).toBeVisible();
  });
});

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
    const { events, router } = openMyRecipes(() => pageAnswer([soup], { total: 1 }));
    await events.click(await screen.findByRole('button', { name: 'Edit Soup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/1'));
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
    const { events, calls, router } = openMyRecipes((call) => {
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));

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
