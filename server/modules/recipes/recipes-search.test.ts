import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../../db/schema/index.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { createRecipe } from '../../test/recipes.js';
import { featuredRecipe } from './recipes.queries.js';

describe('recipes: search, featured of the day, random', () => {
  let t: TestApp;
  let cook: SignedInUser;
  let empty: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app);
    empty = await signUp(t.app);
    await createRecipe(t.app, cook.cookie, { title: 'Lemon Tart', description: 'Sharp and sweet' });
    await createRecipe(t.app, cook.cookie, {
      title: 'Green curry',
      description: 'Fragrant',
      ingredients: ['400 ml coconut milk', '2 tbsp curry paste'],
    });
    await createRecipe(t.app, cook.cookie, { title: '100% rye bread' });
    const stranger = await signUp(t.app);
    await createRecipe(t.app, stranger.cookie, { title: 'Lemon chicken', isPublic: true });
  });
  afterAll(() => t.close());

  const search = async (term: string, user = cook) => {
    const response = await t.app.inject({
      url: `/api/recipes?search=${encodeURIComponent(term)}`,
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response
      .json()
      .map((r: { title: string }) => r.title)
      .sort();
  };

  it('matches title, description and ingredients, ignoring case', async () => {
    expect(await search('LEMON')).toEqual(['Lemon Tart']);
    expect(await search('sweet')).toEqual(['Lemon Tart']);
    expect(await search('Coconut')).toEqual(['Green curry']);
  });

  it('treats % and _ as plain characters', async () => {
    expect(await search('100%')).toEqual(['100% rye bread']);
    expect(await search('%')).toEqual(['100% rye bread']);
    expect(await search('_')).toEqual([]);
  });

  it('finds nothing in other cooks’ collections, and lists everything for a blank search', async () => {
    expect(await search('chicken')).toEqual([]);
    expect(await search('')).toHaveLength(3);
  });

  it('features the same recipe all day, and null for a cook without recipes', async () => {
    const first = await t.app.inject({
      url: '/api/recipes/featured/daily',
      headers: { cookie: cook.cookie },
    });
    const again = await t.app.inject({
      url: '/api/recipes/featured/daily',
      headers: { cookie: cook.cookie },
    });
    expect(first.json()).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
    expect(again.json().id).toBe(first.json().id);
    const none = await t.app.inject({
      url: '/api/recipes/featured/daily',
      headers: { cookie: empty.cookie },
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });

  it('changes the featured recipe from day to day and ignores recipes added that day', async () => {
    await t.database.db
      .update(recipes)
      .set({ createdAt: new Date('2026-01-01T12:00:00Z') })
      .where(eq(recipes.userId, cook.id));
    // Random keys spread evenly, so the test does not depend on the draw: with keys as random as
    // the app's, one recipe can own most of [0, 1) and win all twenty days now and then.
    const own = await t.database.db
      .select({ id: recipes.id })
      .from(recipes)
      .where(eq(recipes.userId, cook.id));
    for (const [index, { id }] of own.entries()) {
      await t.database.db
        .update(recipes)
        .set({ randomKey: index / own.length })
        .where(eq(recipes.id, id));
    }
    const picks = new Set<number>();
    for (let day = 1; day <= 20; day++) {
      const date = new Date(Date.UTC(2026, 2, day, 8));
      const pick = await featuredRecipe(t.database.db, cook.id, date);
      expect(
        (await featuredRecipe(t.database.db, cook.id, new Date(Date.UTC(2026, 2, day, 23))))?.id,
      ).toBe(pick?.id);
      picks.add(pick?.id ?? 0);
    }
    expect(picks.size).toBeGreaterThan(1);

    const today = new Date();
    const before = await featuredRecipe(t.database.db, cook.id, today);
    for (let i = 0; i < 5; i++) await createRecipe(t.app, cook.cookie, { title: `New ${i}` });
    expect((await featuredRecipe(t.database.db, cook.id, today))?.id).toBe(before?.id);
  });

  it('picks the recipe of the day for a cook whose recipes were all added today, and another once it is deleted', async () => {
    const newcomer = await signUp(t.app);
    for (let i = 0; i < 4; i++) await createRecipe(t.app, newcomer.cookie, { title: `Fresh ${i}` });
    const today = new Date();
    const pick = await featuredRecipe(t.database.db, newcomer.id, today);
    expect(pick?.userId).toBe(newcomer.id);
    expect((await featuredRecipe(t.database.db, newcomer.id, today))?.id).toBe(pick?.id);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/recipes/${pick?.id}`,
      headers: { cookie: newcomer.cookie },
    });
    const next = await featuredRecipe(t.database.db, newcomer.id, today);
    expect(next?.userId).toBe(newcomer.id);
    expect(next?.id).not.toBe(pick?.id);
  });

  it('opens a random recipe of one’s own, or 404 when there is none', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const response = await t.app.inject({
        url: '/api/recipes/random/recipe',
        headers: { cookie: cook.cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().userId).toBe(cook.id);
      seen.add(response.json().title);
    }
    expect(seen.size).toBeGreaterThan(1);
    const none = await t.app.inject({
      url: '/api/recipes/random/recipe',
      headers: { cookie: empty.cookie },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'Recipe not found' });
  });
});
