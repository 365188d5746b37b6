import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RecipeCardPages } from '@/lib/recipe-card-pages';
import { makeRecipe, toCard } from '@/test/recipes';
import { invalidateRecipeLists, removeRecipeCard } from './recipe-cache';
import { recipeKeys } from './recipe-keys';

const newest = recipeKeys.list({ search: '', sort: 'newest', limit: 24 });
const search = recipeKeys.list({ search: 'pie', sort: 'title', limit: 24 });
const card = (id: number) => toCard(makeRecipe({ id, title: `Recipe ${id}` }));

function seed(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData<RecipeCardPages>(newest, {
    pages: [
      { cards: [card(9), card(8)], total: { count: 5, atLeast: false }, next: 'a' },
      { cards: [card(7), card(6)], total: null, next: 'b' },
      { cards: [card(5)], total: null, next: null },
    ],
    pageParams: [undefined, 'a', 'b'],
  });
  queryClient.setQueryData<RecipeCardPages>(search, {
    pages: [{ cards: [card(7)], total: { count: 1000, atLeast: true }, next: 'c' }],
    pageParams: [undefined],
  });
  return queryClient;
}

const shown = (queryClient: QueryClient, key: readonly unknown[]) => {
  const data = queryClient.getQueryData<RecipeCardPages>(key);
  return {
    ids: data?.pages.map((page) => page.cards.map((one) => one.id)),
    total: data?.pages[0]?.total,
    next: data?.pages.map((page) => page.next),
  };
};

describe('recipe list cache', () => {
  it('takes a deleted card out of every loaded list, lowering its total but keeping the cursors', () => {
    const queryClient = seed();
    removeRecipeCard(queryClient, 7);
    expect(shown(queryClient, newest)).toEqual({
      ids: [[9, 8], [6], [5]],
      total: { count: 4, atLeast: false },
      next: ['a', 'b', null],
    });
    // A capped count stays capped.
    expect(shown(queryClient, search)).toMatchObject({
      ids: [[]],
      total: { count: 1000, atLeast: true },
    });
  });

  it('leaves a list without the card as it was', () => {
    const queryClient = seed();
    const before = queryClient.getQueryData(search);
    removeRecipeCard(queryClient, 9);
    expect(queryClient.getQueryData(search)).toBe(before);
  });

  it('after a change keeps only the first page of lists not on screen, and marks every list stale', () => {
    const queryClient = seed();
    const oldest = recipeKeys.list({ search: '', sort: 'oldest', limit: 24 });
    queryClient.setQueryData<RecipeCardPages>(oldest, {
      pages: [
        { cards: [card(5)], total: { count: 5, atLeast: false }, next: 'd' },
        { cards: [card(6)], total: null, next: null },
      ],
      pageParams: [undefined, 'd'],
    });
    // The newest list is on screen: it keeps every loaded page.
    const unsubscribe = new QueryObserver(queryClient, {
      queryKey: newest,
      queryFn: () => new Promise<never>(() => {}),
      staleTime: Number.POSITIVE_INFINITY,
    }).subscribe(() => {});
    invalidateRecipeLists(queryClient, { refetchShown: false });
    expect(shown(queryClient, oldest).ids).toEqual([[5]]);
    expect(queryClient.getQueryData<RecipeCardPages>(oldest)?.pageParams).toEqual([undefined]);
    expect(shown(queryClient, newest).ids).toEqual([[9, 8], [7, 6], [5]]);
    for (const key of [newest, oldest, search]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
    expect(queryClient.getQueryState(newest)?.fetchStatus).toBe('idle');
    unsubscribe();
  });
});
