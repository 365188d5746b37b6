import { recipeCardPageUrl } from '@contracts/api-urls';
import type { RecipeCard } from '@contracts/recipes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchRecipeCardPage,
  flattenCards,
  parseTotal,
  recipeCardPaging,
} from './recipe-card-pages';

afterEach(() => vi.unstubAllGlobals());

const card = (id: number): RecipeCard => ({
  id,
  userId: 'user-1',
  title: `Recipe ${id}`,
  description: null,
  image: null,
  prepTime: null,
  cookTime: '1 hour',
  tags: [],
  servings: 2,
  difficulty: 'easy',
  isPublic: false,
  createdAt: '2025-03-01T12:00:00.000Z',
});

/** A page as the server answers it: the cards as JSON, with the paging headers. */
const answer = (body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => Response.json(body, { headers }));

describe('recipeCardPageUrl', () => {
  it('sends the search, sort, limit and cursor', () => {
    expect(
      recipeCardPageUrl(
        '/api/recipes',
        { search: 'kale & chips', sort: 'title', limit: 24 },
        'a+b=',
      ),
    ).toBe('/api/recipes?search=kale+%26+chips&sort=title&limit=24&cursor=a%2Bb%3D');
  });

  it('leaves out an empty search and a missing sort or cursor', () => {
    expect(recipeCardPageUrl('/api/users/u%201/recipes', { search: '', limit: 6 })).toBe(
      '/api/users/u%201/recipes?limit=6',
    );
  });
});

describe('parseTotal', () => {
  it.each([
    ['24', { count: 24, atLeast: false }],
    ['0', { count: 0, atLeast: false }],
    ['1000+', { count: 1000, atLeast: true }],
    [null, null],
    ['', null],
    ['many', null],
  ])('reads %j', (header, total) => {
    expect(parseTotal(header)).toEqual(total);
  });
});

describe('fetchRecipeCardPage', () => {
  it('reads the cards, the total and the next cursor from the answer', async () => {
    // A whole recipe's lists are not part of a card: the schema drops them.
    const body = [{ ...card(4), ingredients: ['salt'], instructions: ['Stir.'] }];
    vi.stubGlobal(
      'fetch',
      answer(body, { 'X-Total-Count': '1000+', 'X-Next-Cursor': 'next-token' }),
    );
    const page = await fetchRecipeCardPage(
      '/api/recipes',
      { limit: 1 },
      undefined,
      new AbortController().signal,
    );
    expect(page).toEqual({
      cards: [card(4)],
      total: { count: 1000, atLeast: true },
      next: 'next-token',
    });
    expect(recipeCardPaging.getNextPageParam(page)).toBe('next-token');
  });

  it('ends the list when there is no next cursor, and has no total after the first page', async () => {
    vi.stubGlobal('fetch', answer([]));
    const page = await fetchRecipeCardPage(
      '/api/recipes',
      { limit: 24 },
      'after-24',
      new AbortController().signal,
    );
    expect(page).toEqual({ cards: [], total: null, next: null });
    expect(recipeCardPaging.getNextPageParam(page)).toBeUndefined();
  });
});

describe('flattenCards', () => {
  it('joins the pages in order, showing a card that came back on a later page once', () => {
    const [a, b, c] = [card(1), card(2), card(3)];
    const pages = [
      { cards: [a, b], total: { count: 3, atLeast: false }, next: 'x' },
      { cards: [b, c], total: null, next: null },
    ];
    expect(flattenCards({ pages }).map((shown) => shown.id)).toEqual([1, 2, 3]);
    expect(flattenCards(undefined)).toEqual([]);
  });
});
