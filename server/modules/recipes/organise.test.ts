import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TagCount } from '../../../contracts/organise.js';
import type { Recipe, RecipeCard } from '../../../contracts/recipes.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { makeProfilePublic } from '../../test/profiles.js';
import { createRecipe, recipeForm } from '../../test/recipes.js';

/**
 * Organising a collection (decision 037): tags, source, total time and nutrition on every recipe;
 * favourite, rating and notes the owner's alone; the tag catalogue with kept counts; the list
 * filtered by them.
 */
describe('organising recipes', () => {
  let t: TestApp;
  let cook: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app, { displayName: 'Tidy Cook', database: t.database });
    other = await signUp(t.app, { displayName: 'Nosy Cook', database: t.database });
    await makeProfilePublic(t.app, cook.cookie);
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser) => ({ cookie: who.cookie });
  const get = async <T>(url: string, who = cook) => {
    const response = await t.app.inject({ url, headers: as(who) });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.json<T>(), headers: response.headers };
  };
  const patch = (id: number, payload: object, who = cook) =>
    t.app.inject({ method: 'PATCH', url: `/api/recipes/${id}`, payload, headers: as(who) });
  const tagList = async (who = cook) => (await get<TagCount[]>('/api/tags', who)).body;
  const issueFields = (body: string) =>
    (JSON.parse(body) as { issues?: { path: string }[] }).issues?.map((i) =>
      i.path.replace(/^body\./, ''),
    );

  it('keeps every organising field, tags cleaned and sorted, answered whole to its owner', async () => {
    const recipe = await createRecipe(t.app, cook.cookie, {
      title: 'Fondue',
      tags: [' Käse', 'Technique: cocotte', 'käse', 'alpine', ''],
      sourceUrl: 'https://example.org/fondue',
      totalTime: '45 minutes',
      nutrition: { calories: '612 kcal', protein: '31 g', sodium: '' },
      favorite: true,
      rating: '4',
      notes: 'More kirsch next time.',
    });
    expect(recipe).toMatchObject({
      tags: ['alpine', 'Käse', 'Technique: cocotte'],
      sourceUrl: 'https://example.org/fondue',
      totalTime: '45 minutes',
      favorite: true,
      rating: 4,
      notes: 'More kirsch next time.',
      cookedCount: 0,
      lastCookedAt: null,
    });
    expect(recipe.nutrition).toEqual({
      calories: '612 kcal',
      fat: null,
      saturatedFat: null,
      carbohydrates: null,
      sugar: null,
      fiber: null,
      protein: '31 g',
      sodium: null,
      cholesterol: null,
    });
    // A tag typed in another case joins the cook's existing one, spelled as the cook first did.
    const second = await createRecipe(t.app, cook.cookie, { title: 'Raclette', tags: ['KÄSE'] });
    expect(second.tags).toEqual(['Käse']);
    expect(await tagList()).toEqual([
      { name: 'alpine', count: 1 },
      { name: 'Käse', count: 2 },
      { name: 'Technique: cocotte', count: 1 },
    ]);
  });

  it('shows tags, source, total time and nutrition to others, never favourite, rating, notes or the log', async () => {
    const recipe = await createRecipe(t.app, cook.cookie, {
      title: 'Shared stew',
      isPublic: true,
      tags: ['Stew'],
      sourceUrl: 'http://example.org/stew',
      nutrition: { fat: '12 g' },
      favorite: true,
      rating: '5',
      notes: 'secret: anchovies',
    });
    const { body } = await get<Recipe>(`/api/recipes/${recipe.id}`, other);
    expect(body).toMatchObject({ tags: ['Stew'], sourceUrl: 'http://example.org/stew' });
    expect(body.nutrition?.fat).toBe('12 g');
    for (const key of ['favorite', 'rating', 'notes', 'cookedCount', 'lastCookedAt']) {
      expect(body).not.toHaveProperty(key);
    }
    expect(JSON.stringify(body)).not.toContain('anchovies');
    // Nor on the profile's list of public recipes.
    const { body: cards } = await get<RecipeCard[]>(`/api/users/${cook.id}/recipes`, other);
    const card = cards.find((c) => c.id === recipe.id);
    expect(card?.tags).toEqual(['Stew']);
    expect(card).not.toHaveProperty('favorite');
    expect(card).not.toHaveProperty('rating');
    // Ordering or filtering a profile by someone's private rating is not offered.
    const bySort = await t.app.inject({
      url: `/api/users/${cook.id}/recipes?sort=rating`,
      headers: as(other),
    });
    expect(bySort.statusCode).toBe(400);
  });

  it('an update that does not send the organising fields keeps them', async () => {
    const recipe = await createRecipe(t.app, cook.cookie, {
      title: 'Kept',
      tags: ['Keep'],
      sourceUrl: 'https://example.org/kept',
      favorite: true,
      rating: '3',
      notes: 'note',
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe.id}`,
      payload: recipeForm({ title: 'Kept, renamed' }),
      headers: as(cook),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Recipe>()).toMatchObject({
      title: 'Kept, renamed',
      tags: ['Keep'],
      sourceUrl: 'https://example.org/kept',
      favorite: true,
      rating: 3,
      notes: 'note',
    });
    // Sent empty, they clear.
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe.id}`,
      payload: recipeForm({ title: 'Kept', tags: [], sourceUrl: '', rating: '', notes: '' }),
      headers: as(cook),
    });
    expect(cleared.json<Recipe>()).toMatchObject({
      tags: [],
      sourceUrl: null,
      rating: null,
      notes: null,
      favorite: true,
    });
  });

  it('PATCH changes only what it names, for the owner alone', async () => {
    const recipe = await createRecipe(t.app, cook.cookie, {
      title: 'Patched',
      isPublic: true,
      tags: ['One'],
      notes: 'kept',
    });
    const response = await patch(recipe.id, { favorite: true, rating: 5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Recipe>()).toMatchObject({
      favorite: true,
      rating: 5,
      notes: 'kept',
      tags: ['One'],
    });
    expect((await patch(recipe.id, { rating: null, tags: ['Two', 'one'] })).json()).toMatchObject({
      rating: null,
      // The cook's existing tag keeps its spelling.
      tags: ['One', 'Two'],
      favorite: true,
    });
    // Another cook: 404 even for a public recipe, and nothing changes.
    const foreign = await patch(recipe.id, { favorite: false }, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Patched');
    expect((await get<Recipe>(`/api/recipes/${recipe.id}`)).body.favorite).toBe(true);
    expect((await patch(999_999, { favorite: true })).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const recipe = await createRecipe(t.app, cook.cookie, { title: 'Strict' });
    const cases: [object, string][] = [
      [{ rating: 6 }, 'rating'],
      [{ rating: 2.5 }, 'rating'],
      [{ sourceUrl: 'javascript:alert(1)' }, 'sourceUrl'],
      [{ sourceUrl: 'ftp://example.org/x' }, 'sourceUrl'],
      [{ tags: ['x'.repeat(51)] }, 'tags.0'],
      [{ tags: Array.from({ length: 51 }, (_, i) => `tag ${i}`) }, 'tags'],
      [{ notes: 'n'.repeat(10_001) }, 'notes'],
      [{ favorite: 'yes' }, 'favorite'],
    ];
    for (const [payload, field] of cases) {
      const response = await patch(recipe.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issueFields(response.body)).toContain(field);
    }
    expect((await patch(recipe.id, {})).statusCode).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      payload: recipeForm({ title: 'Bad source', sourceUrl: 'data:text/html,hi' }),
      headers: as(cook),
    });
    expect(form.statusCode).toBe(400);
    expect(issueFields(form.body)).toContain('sourceUrl');
  });
});
