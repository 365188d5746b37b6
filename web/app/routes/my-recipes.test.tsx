import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, neverAnswer } from '@/test/api-stub';
import {
  apple,
  bread,
  cardTitles,
  header,
  listCalls,
  openMyRecipes,
  soup,
} from '@/test/my-recipes-screen';
import { listQuery, pageAnswer } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

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
    // Each search waits to be answered. On a loaded machine the debounce may send a partial
    // word too: only the whole word's search is answered, once it has been sent.
    const waiting = new Map<string, () => void>();
    const { events } = openMyRecipes((call) => {
      const { search } = listQuery(call.url);
      if (!search) return pageAnswer([soup, apple], { total: 2 });
      return new Promise<Response>((resolve) => {
        waiting.set(search, () => resolve(pageAnswer([apple], { total: '1000+' })));
      });
    });
    await screen.findByRole('heading', { name: 'Soup' });
    await events.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'apple');
    const grid = () => screen.getAllByRole('article')[0]?.closest('ul');
    await waitFor(() => expect(grid()).toHaveAttribute('aria-busy', 'true'));
    expect(cardTitles()).toEqual(['Soup', 'apple pie']);
    expect(screen.queryByTestId('recipe-card-skeleton')).not.toBeInTheDocument();
    expect(header()).toHaveTextContent('2 recipes');

    await waitFor(() => expect(waiting.has('apple')).toBe(true));
    act(() => waiting.get('apple')?.());
    await waitFor(() => expect(cardTitles()).toEqual(['apple pie']));
    expect(header()).toHaveTextContent('1,000+ recipes found');
  });

  it('offers the six sorts, sends each to the server and keeps the server’s order', async () => {
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
    ).toEqual(['Newest First', 'Oldest First', 'A-Z', 'Cook Time', 'Highest Rated', 'Last Cooked']);

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
    // A list once read is kept (data never goes stale): going back shows it without another call.
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
