import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKBOOK_LIMITS, type Cookbook } from '../../../contracts/cookbooks.js';
import type { RecipeCard } from '../../../contracts/recipes.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { createRecipe } from '../../test/recipes.js';

/**
 * A cookbook's recipes (decision 039): added, set in order, removed; read page by page in that
 * order; counts kept as members and their recipes change; a public cookbook's public members only.
 */
describe("a cookbook's recipes", () => {
  let t: TestApp;
  let chef: SignedInUser;
  let other: SignedInUser;
  let book: Cookbook;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    chef = await signUp(t.app);
    other = await signUp(t.app);
    for (const [title, isPublic] of [
      ['Apple pie', true],
      ['Brownies', false],
      ['Crumble', true],
      ['Doughnuts', true],
      ['Eclairs', false],
    ] as const) {
      ids[title] = (await createRecipe(t.app, chef.cookie, { title, isPublic })).id;
    }
    ids.theirs = (await createRecipe(t.app, other.cookie, { title: 'Theirs', isPublic: true })).id;
    const created = await call('POST', '/api/cookbooks', chef, { name: 'Sweet', isPublic: true });
    book = created.json();
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, who?: SignedInUser, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(who ? { headers: { cookie: who.cookie } } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const members = `/api/cookbooks/${0}/recipes`;
  const url = () => members.replace('/0/', `/${book.id}/`);
  const page = async (who?: SignedInUser, query = '') => {
    const response = await call('GET', `${url()}${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    const cards = response.json<RecipeCard[]>();
    return {
      titles: cards.map((c) => c.title),
      cards,
      total: response.headers['x-total-count'],
      next: response.headers['x-next-cursor'] as string | undefined,
    };
  };
  const counts = async () => {
    const own = (await call('GET', `/api/cookbooks/${book.id}`, chef)).json<Cookbook>();
    const seen = (await call('GET', `/api/cookbooks/${book.id}`)).json<Cookbook>();
    return [own.recipeCount, seen.recipeCount];
  };

  it('appends own recipes once: 201 when added, 200 when already there', async () => {
    const add = (recipeId: unknown, who = chef) => call('POST', url(), who, { recipeId });
    const first = await add(ids.Crumble);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ id: book.id, recipeCount: 1 });
    expect((await add(ids.Crumble)).statusCode).toBe(200);
    expect((await add(ids['Apple pie'])).statusCode).toBe(201);
    expect((await add(ids.Brownies)).statusCode).toBe(201);
    // Another cook's recipe is no more there than a missing one; nor is the cookbook to them.
    expect((await add(ids.theirs)).json()).toEqual((await add(2_147_483_647)).json());
    expect((await add(ids.theirs)).statusCode).toBe(404);
    expect((await add(ids.theirs, other)).statusCode).toBe(404);
    for (const bad of ['1', 0, 1.5, null]) expect((await add(bad)).statusCode).toBe(400);
    expect((await call('POST', url(), chef, { recipeId: 1, extra: 1 })).statusCode).toBe(400);
    expect((await page(chef)).titles).toEqual(['Crumble', 'Apple pie', 'Brownies']);
    expect(await counts()).toEqual([3, 2]);
  });

  it('shows anyone else the public recipes only, without the owner’s marks', async () => {
    for (const who of [other, undefined]) {
      const seen = await page(who);
      expect(seen.titles).toEqual(['Crumble', 'Apple pie']);
      expect(seen.total).toBe('2');
      expect(seen.cards[0]).not.toHaveProperty('favorite');
    }
    const own = await page(chef);
    expect(own.total).toBe('3');
    expect(own.cards[0]).toHaveProperty('favorite', false);
  });

  it('sets members and order in one go, refusing ids not the cook’s', async () => {
    const set = (recipeIds: unknown, who = chef) => call('PUT', url(), who, { recipeIds });
    const order = ['Eclairs', 'Apple pie', 'Doughnuts', 'Crumble'];
    const response = await set(order.map((title) => ids[title]));
    expect(response.statusCode, response.body).toBe(200);
    // Brownies out; Eclairs and Doughnuts in; Crumble moved (Apple pie stays second).
    expect(response.json()).toEqual({ changed: 4 });
    expect((await page(chef)).titles).toEqual(order);
    expect((await set(order.map((title) => ids[title]))).json()).toEqual({ changed: 0 });
    for (const bad of [
      [ids.Crumble, ids.theirs],
      [ids.Crumble, 2_147_483_647],
      [ids.Crumble, ids.Crumble],
      ['x'],
      'all',
    ]) {
      const refused = await set(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().issues[0].path).toMatch(/^body\.recipeIds/);
    }
    expect((await set([ids.Crumble], other)).statusCode).toBe(404);
    expect((await page(chef)).titles).toEqual(order);
    expect(await counts()).toEqual([4, 3]);
  });

  it('pages in the cookbook’s order with a cursor', async () => {
    const first = await page(chef, '?limit=3');
    expect(first.titles).toEqual(['Eclairs', 'Apple pie', 'Doughnuts']);
    expect(first.total).toBe('4');
    const second = await page(chef, `?limit=3&cursor=${encodeURIComponent(first.next ?? '')}`);
    expect(second.titles).toEqual(['Crumble']);
    expect(second.next).toBeUndefined();
    expect(second.total).toBeUndefined();
    const publicFirst = await page(undefined, '?limit=2');
    expect(publicFirst.titles).toEqual(['Apple pie', 'Doughnuts']);
    const publicNext = await page(undefined, `?limit=2&cursor=${publicFirst.next}`);
    expect(publicNext.titles).toEqual(['Crumble']);
    for (const query of ['?cursor=nonsense', '?limit=101', '?limit=0']) {
      expect((await call('GET', `${url()}${query}`, chef)).statusCode, query).toBe(400);
    }
  });

  it('keeps both counts as recipes turn private, are deleted or taken out', async () => {
    const patch = (id: number | undefined, isPublic: boolean) =>
      call('POST', '/api/recipes/bulk', chef, {
        ids: [id],
        action: isPublic ? 'setPublic' : 'setPrivate',
      });
    expect((await patch(ids.Doughnuts, false)).json()).toEqual({ changed: 1 });
    expect(await counts()).toEqual([4, 2]);
    expect((await page()).titles).toEqual(['Apple pie', 'Crumble']);
    await patch(ids.Eclairs, true);
    expect(await counts()).toEqual([4, 3]);
    expect((await call('DELETE', `/api/recipes/${ids.Eclairs}`, chef)).statusCode).toBe(204);
    expect(await counts()).toEqual([3, 2]);
    const remove = (recipeId: number | undefined, who = chef) =>
      call('DELETE', `${url()}/${recipeId}`, who);
    expect((await remove(ids.Crumble, other)).statusCode).toBe(404);
    expect((await remove(ids.Crumble)).statusCode).toBe(204);
    expect((await remove(ids.Crumble)).statusCode).toBe(404);
    expect(await counts()).toEqual([2, 1]);
    expect((await page(chef)).titles).toEqual(['Apple pie', 'Doughnuts']);
  });

  it('takes its cover from the first member in order with a photo, public ones for others', async () => {
    const photo = (id: number | undefined) =>
      t.database.db.execute(
        sql`update recipes set image = ${`/uploads/${id}.webp`} where id = ${id}`,
      );
    expect((await counts()).length).toBe(2);
    expect((await call('GET', `/api/cookbooks/${book.id}`, chef)).json().cover).toBeNull();
    await photo(ids.Doughnuts);
    expect((await call('GET', `/api/cookbooks/${book.id}`, chef)).json().cover).toBe(
      `/uploads/${ids.Doughnuts}.webp`,
    );
    // Doughnuts is private now: the public view has no photo to show.
    expect((await call('GET', `/api/cookbooks/${book.id}`)).json().cover).toBeNull();
    await photo(ids['Apple pie']);
    const list = (await call('GET', '/api/cookbooks', chef)).json<Cookbook[]>();
    expect(list.find((b) => b.id === book.id)?.cover).toBe(`/uploads/${ids['Apple pie']}.webp`);
    expect((await call('GET', `/api/cookbooks/${book.id}`)).json().cover).toBe(
      `/uploads/${ids['Apple pie']}.webp`,
    );
    // Its photo removed, the cover falls back to the next member with one.
    await t.database.db.execute(
      sql`update recipes set image = null where id = ${ids['Apple pie']}`,
    );
    expect((await call('GET', `/api/cookbooks/${book.id}`, chef)).json().cover).toBe(
      `/uploads/${ids.Doughnuts}.webp`,
    );
    expect((await call('GET', `/api/cookbooks/${book.id}`)).json().cover).toBeNull();
  });

  it(`refuses a recipe past ${COOKBOOK_LIMITS.recipes} in a cookbook`, async () => {
    const full = (await call('POST', '/api/cookbooks', chef, { name: 'Full' })).json<Cookbook>();
    await t.database.db.execute(
      sql`update cookbooks set recipe_count = ${COOKBOOK_LIMITS.recipes} where id = ${full.id}`,
    );
    const refused = await call('POST', `/api/cookbooks/${full.id}/recipes`, chef, {
      recipeId: ids.Crumble,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(String(COOKBOOK_LIMITS.recipes));
  });
});
