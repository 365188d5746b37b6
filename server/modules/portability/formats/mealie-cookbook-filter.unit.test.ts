import { describe, expect, it } from 'vitest';
import {
  type CookbookLinks,
  cookbookFilter,
  facetKey,
  queryFilter,
  type RecipeFacets,
} from './mealie-cookbook-filter.js';

const A = '0f1e2d3c-0000-4000-8000-00000000000a';
const B = '0f1e2d3c-0000-4000-8000-00000000000b';
const C = '0f1e2d3c-0000-4000-8000-00000000000c';

const facets = (categories: string[], tags: string[] = [], tools: string[] = []) => ({
  categories: new Set(categories.map(facetKey)),
  tags: new Set(tags.map(facetKey)),
  tools: new Set(tools.map(facetKey)),
});

/** Which of the recipes `text` selects, by their place in the list. */
const selected = (text: string, recipes: RecipeFacets[]) => {
  const filter = queryFilter(text);
  return filter ? recipes.flatMap((recipe, at) => (filter(recipe) ? [at] : [])) : null;
};

describe('queryFilter', () => {
  const recipes = [facets([A], [B]), facets([A, B], [], [C]), facets([C], [A, B])];

  it('reads what Mealie’s cookbook editor writes: IN, CONTAINS ALL, joined by AND', () => {
    expect(selected(`recipe_category.id IN ["${A}", "${C}"]`, recipes)).toEqual([0, 1, 2]);
    expect(selected(`recipe_category.id CONTAINS ALL ["${A}","${B}"]`, recipes)).toEqual([1]);
    expect(selected(`tags.id CONTAINS ALL ["${A}","${B}"]`, recipes)).toEqual([2]);
    expect(selected(`tools.id IN ["${C}"]`, recipes)).toEqual([1]);
    expect(selected(`recipe_category.id IN ["${A}"] AND tags.id IN ["${B}"]`, recipes)).toEqual([
      0,
    ]);
  });

  it('reads parentheses, OR, NOT IN, lower case, and ids written without hyphens', () => {
    const bare = B.replace(/-/g, '').toUpperCase();
    expect(selected(`(tags.id in ["${bare}"]) or (tools.id IN ["${C}"])`, recipes)).toEqual([
      0, 1, 2,
    ]);
    expect(selected(`recipe_category.id NOT IN ["${A}"]`, recipes)).toEqual([2]);
    expect(selected(`((recipe_category.id IN ["${C}"]))`, recipes)).toEqual([2]);
  });

  it('takes household_id as true: the backup is one kitchen’s now', () => {
    expect(selected(`tools.id IN ["${C}"] AND household_id IN ["${A}"]`, recipes)).toEqual([1]);
  });

  it('matches by slug or name as well as by id', () => {
    const named = [facets(['main-dishes', 'Main Dishes'])];
    expect(selected('recipe_category.slug IN ["main-dishes"]', named)).toEqual([0]);
    expect(selected('recipe_category.name IN ["Main Dishes"]', named)).toEqual([0]);
  });

  it('does not read other filters', () => {
    for (const text of [
      'name LIKE "%soup%"',
      'rating >= 4',
      `tags.id IN ["${A}"`,
      `tags.id IN ["${A}"] AND`,
      `(tags.id IN ["${A}"]`,
      `tags.id IN ["${A}"])`,
      'foods.id IN ["x"]',
      '',
    ]) {
      expect(queryFilter(text), text).toBeNull();
    }
  });
});

describe('cookbookFilter', () => {
  const links = (categories: string[], tags: string[] = []): CookbookLinks => ({
    categories: new Map([['book', categories.map(facetKey)]]),
    tags: new Map([['book', tags.map(facetKey)]]),
    tools: new Map(),
  });
  const recipe = facets([A], [B]);

  it('requires all linked categories unless require_all is false', () => {
    expect(cookbookFilter({ id: 'book' }, links([A, C]))?.(recipe)).toBe(false);
    expect(
      cookbookFilter({ id: 'book', require_all_categories: false }, links([A, C]))?.(recipe),
    ).toBe(true);
  });

  it('requires every kind linked: categories and tags', () => {
    const both = { id: 'book', require_all_categories: false, require_all_tags: false };
    expect(cookbookFilter(both, links([A], [B]))?.(recipe)).toBe(true);
    expect(cookbookFilter(both, links([A], [C]))?.(recipe)).toBe(false);
  });

  it('prefers the query string, and is null with no filter at all', () => {
    const book = { id: 'book', query_filter_string: `tags.id IN ["${C}"]` };
    expect(cookbookFilter(book, links([A]))?.(recipe)).toBe(false);
    expect(cookbookFilter({ id: 'book' }, links([]))).toBeNull();
  });
});
