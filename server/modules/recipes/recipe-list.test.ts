import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeCard } from '../../../contracts/recipes.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { createRecipe } from '../../test/recipes.js';
import { SEARCH_COUNT_CAP } from './recipe-list.queries.js';

/**
 * My Recipes and a profile's recipes (decision 016): cards only, every sort paged by cursor without
 * gaps or repeats, and the whole list's size in a header.
 */
describe('recipe lists: sorts, cursor pages, totals', () => {
  let t: TestApp;
  let cook: SignedInUser;
  let visitorCook: SignedInUser;
  const made: { title: string; cookTime: string; isPublic: boolean }[] = [
    { title: 'banana bread', cookTime: '1 hour', isPublic: true },
    { title: 'Apple pie', cookTime: '45 minutes', isPublic: false },
    { title: 'Cherry clafoutis', cookTime: '35 min', isPublic: true },
    { title: 'apple crumble', cookTime: '1 hr 15 mins', isPublic: false },
    { title: 'Date squares', cookTime: '', isPublic: true },
    { title: 'Eton mess', cookTime: '2–3 minutes', isPublic: false },
    { title: 'Fig roll', cookTime: '90', isPublic: true },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app, { displayName: 'Paged Cook', database: t.database });
    visitorCook = await signUp(t.app);
    for (const recipe of made) await createRecipe(t.app, cook.cookie, recipe);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: profileForm(),
      headers: { cookie: cook.cookie },
    });
  });
  afterAll(() => t.close());

  function profileForm() {
    const form = new FormData();
    form.append('isPublic', 'true');
    return form;
  }

  const page = async (url: string, who: SignedInUser | null = cook) => {
    const response = await t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
    expect(response.statusCode, response.body).toBe(200);
    return {
      cards: response.json<RecipeCard[]>(),
      total: response.headers['x-total-count'],
      next: response.headers['x-next-cursor'] as string | undefined,
    };
  };

  /** Every card of a list, page by page. */
  async function walk(base: string, limit: number, who: SignedInUser | null = cook) {
    const titles: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 20; i++) {
      const sep = base.includes('?') ? '&' : '?';
      const { cards, next } = await page(
        `${base}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        who,
      );
      titles.push(...cards.map((c) => c.title));
      if (!next) return titles;
      cursor = next;
    }
    throw new Error('no last page');
  }

  it('answers cards, not whole recipes, with the collection size', async () => {
    const { cards, total, next } = await page('/api/recipes?limit=3');
    expect(cards).toHaveLength(3);
    expect(Object.keys(cards[0] ?? {}).sort()).toEqual([
      'cookTime',
      'createdAt',
      'description',
      'difficulty',
      'favorite',
      'id',
      'image',
      'isPublic',
      'prepTime',
      'rating',
      'servings',
      'tags',
      'title',
      'userId',
    ]);
    expect(total).toBe('7');
    expect(next).toBeTruthy();
    // The default page holds all seven.
    expect((await page('/api/recipes')).cards).toHaveLength(7);
  });

  it('pages every sort without gaps or repeats', async () => {
    const byTitle = [...made.map((r) => r.title)].sort((a, b) =>
      a.toLowerCase().localeCompare(b.toLowerCase()),
    );
    const newest = [...made.map((r) => r.title)].reverse();
    expect(await walk('/api/recipes?sort=newest', 2)).toEqual(newest);
    expect(await walk('/api/recipes?sort=oldest', 3)).toEqual([...newest].reverse());
    expect(await walk('/api/recipes?sort=title', 2)).toEqual(byTitle);
    // Minutes: '' 0, '2–3 minutes' 2, '35 min' 35, '45 minutes' 45, '1 hour' 60,
    // '1 hr 15 mins' 75, '90' 90.
    expect(await walk('/api/recipes?sort=cookTime', 2)).toEqual([
      'Date squares',
      'Eton mess',
      'Cherry clafoutis',
      'Apple pie',
      'banana bread',
      'apple crumble',
      'Fig roll',
    ]);
  });

  it('searches within the chosen sort, with a count of the matches', async () => {
    const first = await page('/api/recipes?search=APPLE&sort=title&limit=1');
    expect(first.total).toBe('2');
    expect(first.cards.map((c) => c.title)).toEqual(['apple crumble']);
    expect(await walk('/api/recipes?search=apple&sort=title', 1)).toEqual([
      'apple crumble',
      'Apple pie',
    ]);
    const none = await page('/api/recipes?search=kale');
    expect(none).toMatchObject({ cards: [], total: '0', next: undefined });
  });

  it('counts a search up to 1000 and says "1000+" beyond, while the kept total stays exact', async () => {
    const big = await signUp(t.app);
    const addLentilSoups = (from: number, to: number) =>
      t.database.db.execute(sql`
        insert into recipes (user_id, title, ingredients, instructions)
        select ${big.id}, 'Lentil soup ' || g, array['1 cup lentils'], array['Simmer.']
          from generate_series(${from}::int, ${to}::int) g`);
    await addLentilSoups(1, SEARCH_COUNT_CAP);
    expect((await page('/api/recipes?search=lentil&limit=1', big)).total).toBe('1000');
    await addLentilSoups(SEARCH_COUNT_CAP + 1, SEARCH_COUNT_CAP + 1);
    const broad = await page('/api/recipes?search=lentil&limit=1', big);
    expect(broad.total).toBe('1000+');
    expect(broad.cards.map((c) => c.title)).toEqual(['Lentil soup 1001']);
    expect((await page('/api/recipes?limit=1', big)).total).toBe('1001');
  });

  it('refuses a cursor that is forged or belongs to another sort', async () => {
    const { next } = await page('/api/recipes?sort=title&limit=1');
    for (const url of [
      `/api/recipes?sort=newest&cursor=${encodeURIComponent(next ?? '')}`,
      '/api/recipes?cursor=not-a-cursor',
      `/api/recipes?cursor=${Buffer.from('["newest",null,-1]').toString('base64url')}`,
      '/api/recipes?sort=random',
      '/api/recipes?limit=101',
    ]) {
      const response = await t.app.inject({ url, headers: { cookie: cook.cookie } });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it("lists only a profile's public recipes, paged, with their count, for anyone", async () => {
    const url = `/api/users/${cook.id}/recipes`;
    const first = await page(`${url}?limit=3`, null);
    expect(first.total).toBe('4');
    expect(await walk(url, 3, null)).toEqual([
      'Fig roll',
      'Date squares',
      'Cherry clafoutis',
      'banana bread',
    ]);
    expect(await walk(`${url}?sort=title`, 3, visitorCook)).toEqual([
      'banana bread',
      'Cherry clafoutis',
      'Date squares',
      'Fig roll',
    ]);
    expect((await page(`${url}?search=fig`, null)).total).toBe('1');
    const hidden = await t.app.inject({ url: `/api/users/${visitorCook.id}/recipes` });
    expect(hidden.statusCode).toBe(404);
  });

  it('keeps each cook to their own list', async () => {
    const theirs = await page('/api/recipes', visitorCook);
    expect(theirs).toMatchObject({ cards: [], total: '0' });
  });
});
