import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeCard } from '../../../contracts/recipes.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { makeProfilePublic } from '../../test/profiles.js';
import { createRecipe } from '../../test/recipes.js';

/**
 * What a search matches beyond the recipe's text (decision 040): its tags, and the owner's private
 * notes for the owner only; title hits first, then the chosen sort, paged exactly.
 */
describe('recipe search: tags, private notes, title hits first', () => {
  let t: TestApp;
  let cook: SignedInUser;
  let visitor: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app);
    visitor = await signUp(t.app);
    await makeProfilePublic(t.app, cook.cookie);
    // Created oldest first: "newest" lists them bottom-up.
    const made = [
      { title: 'Plain rice', description: 'with a little saffron' },
      { title: 'Saffron buns', tags: ['Baking'] },
      { title: 'Paella', ingredients: ['1 pinch saffron', '300 g rice'] },
      { title: 'Golden Saffron Milk' },
      { title: 'Risotto milanese', tags: ['Saffron'] },
      { title: 'Saffron rice' },
      { title: 'Flatbread', tags: ['Weeknight', 'Baking'], isPublic: true },
      { title: 'Secret stew', notes: 'Grandma adds juniper berries', isPublic: true },
    ];
    for (const fields of made) await createRecipe(t.app, cook.cookie, fields);
  });
  afterAll(() => t.close());

  const titles = async (url: string, who = cook) => {
    const response = await t.app.inject({ url, headers: { cookie: who.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return {
      titles: response.json<RecipeCard[]>().map((card) => card.title),
      next: response.headers['x-next-cursor'] as string | undefined,
      total: response.headers['x-total-count'],
    };
  };

  it('matches tags, in any case and by part of a word', async () => {
    expect((await titles('/api/recipes?search=baking')).titles).toEqual([
      'Flatbread',
      'Saffron buns',
    ]);
    expect((await titles('/api/recipes?search=WEEKN')).titles).toEqual(['Flatbread']);
  });

  it("matches the owner's notes for the owner, never for a visitor of the public profile", async () => {
    expect((await titles('/api/recipes?search=juniper')).titles).toEqual(['Secret stew']);
    const profile = `/api/users/${cook.id}/recipes`;
    expect((await titles(`${profile}?search=juniper`, visitor)).titles).toEqual([]);
    expect((await titles(`${profile}?search=juniper`, visitor)).total).toBe('0');
    // The same public recipe is found by a visitor through its text.
    expect((await titles(`${profile}?search=secret`, visitor)).titles).toEqual(['Secret stew']);
    expect((await titles(`${profile}?search=baking`, visitor)).titles).toEqual(['Flatbread']);
  });

  it('lists title hits first, then the rest, each in the chosen sort', async () => {
    const titleHits = ['Saffron rice', 'Golden Saffron Milk', 'Saffron buns'];
    const rest = ['Risotto milanese', 'Paella', 'Plain rice'];
    const newest = await titles('/api/recipes?search=saffron');
    expect(newest.titles).toEqual([...titleHits, ...rest]);
    expect(newest.total).toBe('6');
    expect((await titles('/api/recipes?search=saffron&sort=title')).titles).toEqual([
      'Golden Saffron Milk',
      'Saffron buns',
      'Saffron rice',
      'Paella',
      'Plain rice',
      'Risotto milanese',
    ]);
  });

  it('pages exactly across the boundary between title hits and the rest', async () => {
    for (const sort of ['newest', 'oldest', 'title', 'cookTime', 'rating', 'lastCooked']) {
      const whole = (await titles(`/api/recipes?search=saffron&sort=${sort}`)).titles;
      const paged: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await titles(
          `/api/recipes?search=saffron&sort=${sort}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        paged.push(...page.titles);
        cursor = page.next;
      } while (cursor);
      expect(paged, sort).toEqual(whole);
      expect(
        whole.slice(0, 3).every((title) => /saffron/i.test(title)),
        sort,
      ).toBe(true);
    }
  });

  it("refuses a search's cursor on a list that is not searched, and the other way round", async () => {
    const searched = await titles('/api/recipes?search=saffron&limit=2');
    const plain = await titles('/api/recipes?limit=2');
    const other = await t.app.inject({
      url: `/api/recipes?limit=2&cursor=${searched.next}`,
      headers: { cookie: cook.cookie },
    });
    expect(other.statusCode).toBe(400);
    const back = await t.app.inject({
      url: `/api/recipes?search=saffron&limit=2&cursor=${plain.next}`,
      headers: { cookie: cook.cookie },
    });
    expect(back.statusCode).toBe(400);
  });
});
