import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TagCount } from '../../../contracts/organise.js';
import type { Recipe, RecipeCard } from '../../../contracts/recipes.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { createRecipe } from '../../test/recipes.js';

/**
 * A cook's tags (decision 037): counts kept as recipes change, one statement to rename, merge or
 * delete a tag everywhere, and My Recipes filtered by tags, favourites and rating.
 */
describe('the tag catalogue and the filtered list', () => {
  let t: TestApp;
  let other: SignedInUser;
  afterAll(() => t.close());

  const as = (who: SignedInUser) => ({ cookie: who.cookie });
  const get = async <T>(url: string, who: SignedInUser) => {
    const response = await t.app.inject({ url, headers: as(who) });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.json<T>(), headers: response.headers };
  };
  const tagList = async (who: SignedInUser) => (await get<TagCount[]>('/api/tags', who)).body;
  const issueFields = (body: string) =>
    (JSON.parse(body) as { issues?: { path: string }[] }).issues?.map((i) =>
      i.path.replace(/^body\./, ''),
    );

  let chef: SignedInUser;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    other = await signUp(t.app, { displayName: 'Nosy Cook', database: t.database });
    chef = await signUp(t.app, { displayName: 'Tag Chef', database: t.database });
    const recipes: [string, string[], boolean, string][] = [
      ['Pho', ['Soup', 'Vietnamese'], true, '5'],
      ['Minestrone', ['soup', 'Italian'], false, '3'],
      ['Risotto', ['Italian'], true, ''],
      ['Gazpacho', ['SOUP', 'Spanish', 'Cold'], false, '4'],
    ];
    for (const [title, tags, favorite, rating] of recipes) {
      ids[title] = (await createRecipe(t.app, chef.cookie, { title, tags, favorite, rating })).id;
    }
  });
  const titles = async (query: string) => {
    const { body, headers } = await get<RecipeCard[]>(`/api/recipes?${query}`, chef);
    return { titles: body.map((c) => c.title), total: headers['x-total-count'] };
  };

  it('filters by tags without regard to case (all of them), favourites and rating', async () => {
    expect(await titles('tag=soup')).toEqual({
      titles: ['Gazpacho', 'Minestrone', 'Pho'],
      total: '3',
    });
    expect((await titles('tag=SOUP&tag=italian')).titles).toEqual(['Minestrone']);
    expect((await titles('favorite=true')).titles).toEqual(['Risotto', 'Pho']);
    expect((await titles('minRating=4')).titles).toEqual(['Gazpacho', 'Pho']);
    expect((await titles('tag=soup&favorite=true&minRating=5')).titles).toEqual(['Pho']);
    expect((await titles('tag=nothing')).titles).toEqual([]);
  });

  it('sorts by rating, highest first and unrated last, page by page', async () => {
    const first = await get<RecipeCard[]>('/api/recipes?sort=rating&limit=2', chef);
    expect(first.body.map((c) => [c.title, c.rating])).toEqual([
      ['Pho', 5],
      ['Gazpacho', 4],
    ]);
    const cursor = encodeURIComponent(String(first.headers['x-next-cursor']));
    const second = await get<RecipeCard[]>(
      `/api/recipes?sort=rating&limit=2&cursor=${cursor}`,
      chef,
    );
    expect(second.body.map((c) => [c.title, c.rating])).toEqual([
      ['Minestrone', 3],
      ['Risotto', null],
    ]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('renames, merges and deletes a tag on every recipe at once, counts kept', async () => {
    expect(await tagList(chef)).toEqual([
      { name: 'Cold', count: 1 },
      { name: 'Italian', count: 2 },
      { name: 'Soup', count: 3 },
      { name: 'Spanish', count: 1 },
      { name: 'Vietnamese', count: 1 },
    ]);
    const rename = (from: string, to: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/tags/${encodeURIComponent(from)}`,
        payload: { name: to },
        headers: as(chef),
      });
    // A new spelling of the same tag.
    expect((await rename('soup', 'Soups')).json()).toEqual({ changed: 3 });
    // Merging one tag into another that exists: the recipes that carried either change.
    expect((await rename('Spanish', 'italian')).json()).toEqual({ changed: 3 });
    expect(await tagList(chef)).toEqual([
      { name: 'Cold', count: 1 },
      { name: 'italian', count: 3 },
      { name: 'Soups', count: 3 },
      { name: 'Vietnamese', count: 1 },
    ]);
    const gazpacho = await get<Recipe>(`/api/recipes/${ids.Gazpacho}`, chef);
    expect(gazpacho.body.tags).toEqual(['Cold', 'italian', 'Soups']);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/tags/COLD',
      headers: as(chef),
    });
    expect(removed.json()).toEqual({ changed: 1 });
    expect((await tagList(chef)).map((tag) => tag.name)).toEqual([
      'italian',
      'Soups',
      'Vietnamese',
    ]);
    // Deleting a recipe counts its tags down; a tag no recipe carries is gone.
    await t.app.inject({ method: 'DELETE', url: `/api/recipes/${ids.Pho}`, headers: as(chef) });
    expect(await tagList(chef)).toEqual([
      { name: 'italian', count: 3 },
      { name: 'Soups', count: 2 },
    ]);
  });

  it('a tag the cook does not have is 404, and another cook never sees or changes theirs', async () => {
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/tags/Soups',
      headers: as(other),
    });
    expect(missing.statusCode).toBe(404);
    expect((await tagList(chef)).find((tag) => tag.name === 'Soups')?.count).toBe(2);
    expect((await tagList(other)).map((tag) => tag.name)).not.toContain('Soups');
    const blank = await t.app.inject({
      method: 'PUT',
      url: '/api/tags/Soups',
      payload: { name: '   ' },
      headers: as(chef),
    });
    expect(blank.statusCode).toBe(400);
    expect(issueFields(blank.body)).toContain('name');
  });
});
