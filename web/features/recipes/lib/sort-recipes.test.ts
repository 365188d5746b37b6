import { describe, expect, it } from 'vitest';
import { makeRecipe } from '../test/recipe-fixtures';
import { cookTimeNumber, sortRecipes } from './sort-recipes';

describe('cookTimeNumber', () => {
  it.each([
    ['30 minutes', 30],
    ['1 hour', 1],
    ['about 45 min', 45],
    ['1.5 hours', 1.5],
    ['overnight', 0],
    ['', 0],
    [null, 0],
  ])('reads the first number of %j as %d (SPEC §9)', (text, number) => {
    expect(cookTimeNumber(text)).toBe(number);
  });
});

describe('sortRecipes', () => {
  const soup = makeRecipe({
    id: 1,
    title: 'soup',
    cookTime: '30 minutes',
    createdAt: '2025-01-02T00:00:00.000Z',
  });
  const apple = makeRecipe({
    id: 2,
    title: 'Apple pie',
    cookTime: '1 hour',
    createdAt: '2025-01-03T00:00:00.000Z',
  });
  const bread = makeRecipe({
    id: 3,
    title: 'bread',
    cookTime: 'overnight',
    createdAt: '2025-01-01T00:00:00.000Z',
  });
  const titles = (sort: Parameters<typeof sortRecipes>[1]) =>
    sortRecipes([soup, apple, bread], sort).map((recipe) => recipe.title);

  it('sorts newest first', () => expect(titles('newest')).toEqual(['Apple pie', 'soup', 'bread']));
  it('sorts oldest first', () => expect(titles('oldest')).toEqual(['bread', 'soup', 'Apple pie']));
  it('sorts A-Z ignoring case', () =>
    expect(titles('title')).toEqual(['Apple pie', 'bread', 'soup']));
  it('sorts by the first number of the cook time, 0 when none', () =>
    expect(titles('cookTime')).toEqual(['bread', 'Apple pie', 'soup']));

  it('does not change the list it is given', () => {
    const list = [soup, apple];
    sortRecipes(list, 'title');
    expect(list).toEqual([soup, apple]);
  });
});
