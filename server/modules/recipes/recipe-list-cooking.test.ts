import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeCard } from '../../../contracts/recipes.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { makeProfilePublic } from '../../test/profiles.js';
import { createRecipe } from '../../test/recipes.js';

/**
 * My Recipes by cookbook, by "not cooked since" and in last-cooked order: the owner's own ways
 * to narrow and order the list, paged by the same cursor as every sort (decision 040).
 */
describe('recipe lists: cookbooks, not cooked since, last cooked', () => {
  let t: TestApp;
  let cook: SignedInUser;
  let other: SignedInUser;
  const ids: Record<string, number> = {};
  let cookbook = 0;
  let othersCookbook = 0;

  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app);
    other = await signUp(t.app);
    await makeProfilePublic(t.app, cook.cookie);
    for (const title of ['Never cooked', 'Stew', 'Curry', 'Salad', 'Also never', 'Tart']) {
      ids[title] = (await createRecipe(t.app, cook.cookie, { title, isPublic: true })).id;
    }
    const cooked: [string, string][] = [
      ['Stew', '2026-03-01'],
      ['Stew', '2026-05-10'],
      ['Curry', '2026-05-10'],
      ['Salad', '2026-01-15'],
      ['Tart', '2026-04-30'],
    ];
    for (const [title, date] of cooked) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/recipes/${ids[title]}/cooked`,
        payload: { date },
        headers: { cookie: cook.cookie },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    // The cookbook API lives elsewhere; the membership rows are what the list reads.
    const made = await t.database.db.execute(sql`
      insert into cookbooks (user_id, name) values (${cook.id}, 'Weeknights'), (${other.id}, 'Mine')
      returning id`);
    [cookbook, othersCookbook] = (made as unknown as { rows: { id: number }[] }).rows.map(
      (row) => row.id,
    ) as [number, number];
    await t.database.db.execute(sql`
      insert into cookbook_recipes (cookbook_id, recipe_id, position)
      values (${cookbook}, ${ids.Tart}, 1), (${cookbook}, ${ids.Stew}, 2),
             (${cookbook}, ${ids['Never cooked']}, 3)`);
  });
  afterAll(() => t.close());

  const get = (url: string, who = cook) => t.app.inject({ url, headers: { cookie: who.cookie } });
  const titles = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return {
      titles: response.json<RecipeCard[]>().map((card) => card.title),
      total: response.headers['x-total-count'],
    };
  };
  /** Every title of a list, two cards a page. */
  async function walk(url: string) {
    const all: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await get(`${url}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      all.push(...response.json<RecipeCard[]>().map((card) => card.title));
      cursor = response.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    return all;
  }

  it('sorts most recently cooked first, never cooked last, ties newest first, paged exactly', async () => {
    const expected = ['Curry', 'Stew', 'Tart', 'Salad', 'Also never', 'Never cooked'];
    expect((await titles('/api/recipes?sort=lastCooked')).titles).toEqual(expected);
    expect(await walk('/api/recipes?sort=lastCooked')).toEqual(expected);
  });

  it('lists recipes never cooked or last cooked before a day', async () => {
    expect(await titles('/api/recipes?notCookedSince=2026-05-01')).toEqual({
      titles: ['Tart', 'Also never', 'Salad', 'Never cooked'],
      total: '4',
    });
    expect(await walk('/api/recipes?notCookedSince=2026-05-01&sort=lastCooked')).toEqual([
      'Tart',
      'Salad',
      'Also never',
      'Never cooked',
    ]);
    expect((await titles('/api/recipes?notCookedSince=2026-01-15')).titles).toEqual([
      'Also never',
      'Never cooked',
    ]);
  });

  it("lists one of the cook's cookbooks, with other filters and sorts", async () => {
    expect(await titles(`/api/recipes?cookbook=${cookbook}`)).toEqual({
      titles: ['Tart', 'Stew', 'Never cooked'],
      total: '3',
    });
    expect(await walk(`/api/recipes?cookbook=${cookbook}&sort=title`)).toEqual([
      'Never cooked',
      'Stew',
      'Tart',
    ]);
    expect(
      (await titles(`/api/recipes?cookbook=${cookbook}&sort=lastCooked&notCookedSince=2026-05-01`))
        .titles,
    ).toEqual(['Tart', 'Never cooked']);
    expect((await titles(`/api/recipes?cookbook=${cookbook}&search=stew`)).titles).toEqual([
      'Stew',
    ]);
  });

  it("answers 404 for another cook's cookbook or one that does not exist", async () => {
    for (const id of [othersCookbook, 999_999]) {
      const response = await get(`/api/recipes?cookbook=${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Cookbook not found' });
    }
    // An empty cookbook of one's own is an empty list.
    await t.database.db.execute(sql`delete from cookbook_recipes where cookbook_id = ${cookbook}`);
    expect(await titles(`/api/recipes?cookbook=${cookbook}`)).toEqual({ titles: [], total: '0' });
  });

  it('refuses bad values naming the field, and a profile offers none of these', async () => {
    for (const [query, field] of [
      ['notCookedSince=2026-02-30', 'notCookedSince'],
      ['notCookedSince=yesterday', 'notCookedSince'],
      ['notCookedSince=0000-01-01', 'notCookedSince'],
      ['cookbook=abc', 'cookbook'],
      ['cookbook=0', 'cookbook'],
      ['sort=cooked', 'sort'],
    ]) {
      const response = await get(`/api/recipes?${query}`);
      expect(response.statusCode, query).toBe(400);
      const issues = response.json<{ issues: { path: string }[] }>().issues;
      expect(issues.map((issue) => issue.path).join(' '), query).toContain(field);
    }
    const profile = `/api/users/${cook.id}/recipes`;
    expect((await get(`${profile}?sort=lastCooked`, other)).statusCode).toBe(400);
    // Unknown parameters of a profile's list are ignored: never filtered by the owner's own.
    const all = await get(`${profile}?notCookedSince=2026-05-01&cookbook=${cookbook}`, other);
    expect(all.statusCode).toBe(200);
    expect(all.json<RecipeCard[]>()).toHaveLength(6);
  });

  it('refuses a forged last-cooked cursor', async () => {
    const forged = Buffer.from(JSON.stringify(['lastCooked', '2026-13-40', 5])).toString(
      'base64url',
    );
    expect((await get(`/api/recipes?sort=lastCooked&cursor=${forged}`)).statusCode).toBe(400);
  });
});
