import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, errorAnswer, jsonAnswer, stubApi } from '@/test/api-stub';
import { cardTitles } from '@/test/my-recipes-screen';
import { makeRecipe, pageAnswer } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

const soup = makeRecipe({
  id: 1,
  title: 'Soup',
  tags: ['Dinner', 'quick', 'Soup', 'winter'],
  favorite: true,
  rating: 4,
});
const pie = makeRecipe({ id: 2, title: 'Pie', tags: [], favorite: false, rating: null });
const TAGS = [
  { name: 'Dinner', count: 5 },
  { name: 'quick', count: 1 },
];

function open(
  path: string,
  tags: (call: ApiCall) => Response = () => jsonAnswer(TAGS),
  list: (call: ApiCall) => Response = () => pageAnswer([soup, pie], { total: 2 }),
) {
  const api = stubApi((call) => (call.url === '/api/tags' ? tags(call) : list(call)));
  return { ...renderApp(path, makeUser()), ...api };
}

/** The filters of each list call, as the API reads them. */
const sentFilters = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/recipes?'))
    .map((call) => {
      const query = new URL(call.url, 'http://localhost').searchParams;
      return {
        tag: query.getAll('tag'),
        favorite: query.get('favorite'),
        minRating: query.get('minRating'),
        sort: query.get('sort'),
        search: query.get('search'),
      };
    });

describe('My Recipes: filters in the address', () => {
  it('reads tags, favourites, rating, sort and search from the address and sends them', async () => {
    const { calls } = open(
      '/recipes?tag=Dinner&tag=quick&favorite=true&minRating=3&sort=rating&search=soup',
    );
    await screen.findByRole('heading', { name: 'Soup' });
    expect(sentFilters(calls)).toEqual([
      {
        tag: ['Dinner', 'quick'],
        favorite: 'true',
        minRating: '3',
        sort: 'rating',
        search: 'soup',
      },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('soup');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const tags = within(await screen.findByRole('region', { name: 'Filter by tag' }));
    expect(await tags.findByRole('button', { name: 'Dinner, 5 recipes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('writes each choice to the address and sends it', async () => {
    const { events, calls, location } = open('/recipes');
    await screen.findByRole('heading', { name: 'Soup' });
    const tags = within(screen.getByRole('region', { name: 'Filter by tag' }));
    await events.click(await tags.findByRole('button', { name: /^Dinner/ }));
    await events.click(tags.getByRole('button', { name: /^quick/ }));
    await events.click(screen.getByRole('button', { name: 'Favourites' }));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '4+ stars');
    expect(location().search).toBe('?tag=Dinner&tag=quick&favorite=true&minRating=4');
    await waitFor(() =>
      expect(sentFilters(calls).at(-1)).toEqual({
        tag: ['Dinner', 'quick'],
        favorite: 'true',
        minRating: '4',
        sort: 'newest',
        search: null,
      }),
    );
    await events.click(tags.getByRole('button', { name: /^Dinner/ }));
    expect(location().search).toBe('?tag=quick&favorite=true&minRating=4');
  });

  it('puts the typed search in the address once typing pauses', async () => {
    const { events, location } = open('/recipes?tag=quick');
    await screen.findByRole('heading', { name: 'Soup' });
    await events.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'pie');
    await waitFor(() => expect(location().search).toBe('?search=pie&tag=quick'));
  });

  it('says when nothing matches the filters, and clears them', async () => {
    const { events, location } = open(
      '/recipes?favorite=true',
      () => jsonAnswer(TAGS),
      (call) =>
        call.url.includes('favorite')
          ? pageAnswer([], { total: 0 })
          : pageAnswer([pie], { total: 1 }),
    );
    expect(await screen.findByRole('heading', { name: 'No recipes found' })).toBeVisible();
    expect(screen.getByText('No recipes match these filters.')).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(location().search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Pie' })).toBeVisible();
  });

  it('says when there are no tags yet, and leads to the tags screen', async () => {
    open('/recipes', () => jsonAnswer([]));
    expect(await screen.findByText('No tags yet — add some to a recipe')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage tags' })).toHaveAttribute('href', '/tags');
  });

  it('offers to reload the tags when they cannot be loaded', async () => {
    let fail = true;
    const { events } = open('/recipes', () =>
      fail ? errorAnswer(500, 'Internal error') : jsonAnswer(TAGS),
    );
    await events.click(await screen.findByRole('button', { name: 'Reload tags' }));
    fail = false;
    await events.click(await screen.findByRole('button', { name: 'Reload tags' }));
    expect(await screen.findByRole('button', { name: /^Dinner/ })).toBeVisible();
  });

  it('shows a heart, the stars and up to 3 tags on a card', async () => {
    open('/recipes');
    await screen.findByRole('heading', { name: 'Soup' });
    expect(cardTitles()).toEqual(['Soup', 'Pie']);
    const [soupCard, pieCard] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(soupCard).getByRole('img', { name: 'Favourite' })).toBeVisible();
    expect(within(soupCard).getByRole('img', { name: 'Rated 4 of 5' })).toBeVisible();
    expect(
      within(within(soupCard).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Dinner', 'quick', 'Soup']);
    expect(within(pieCard).queryByRole('img', { name: 'Favourite' })).not.toBeInTheDocument();
    expect(within(pieCard).queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
  });
});
