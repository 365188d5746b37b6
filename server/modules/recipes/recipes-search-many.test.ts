import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeCard } from '../../../contracts/recipes.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { SEARCH_GATHER_LIMIT, searchPlan } from './recipe-search-plan.js';

/**
 * A search with more matches than are gathered and ranked at once (decision 040): its title hits
 * and the rest are read as two branches, walked along the sort's index or gathered by how many
 * there are. The pages must be exactly those of the plain ranking: title hits first, each part in
 * the chosen sort, nothing repeated or left out across pages.
 */
describe('recipe search with many matches', () => {
  let t: TestApp;
  let cook: SignedInUser;
  const many = SEARCH_GATHER_LIMIT + 30;
  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app);
    const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);
    // "pepper": many title hits, a few more in the text. "bean": a few title hits, many in the
    // text. Neither: the rest. Cook times vary so the cookTime sort has ties and gaps.
    await run(sql`
      insert into recipes (user_id, title, ingredients, instructions, cook_time, rating)
      select ${cook.id},
             case when g <= ${many} then 'Pepper stew ' || g
                  when g <= ${many} + 20 then 'Bean pot ' || g
                  else 'Plain dish ' || g end,
             case when g > ${many} + 20 and g <= ${many} + 20 + ${many}
                  then array['1 tin beans', 'black pepper'] else array['salt'] end,
             array['Cook.'], (5 * (g % 7)) || ' min', 1 + g % 5
        from generate_series(1, ${many * 2 + 40}) g`);
  });
  afterAll(() => t.close());

  const read = async (url: string) => {
    const response = await t.app.inject({ url, headers: { cookie: cook.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return {
      titles: response.json<RecipeCard[]>().map((card) => card.title),
      next: response.headers['x-next-cursor'] as string | undefined,
      total: response.headers['x-total-count'],
    };
  };

  /** Every page of a search, followed to its end; only the first says how many there are. */
  const allPages = async (query: string) => {
    const first = await read(`/api/recipes?${query}&limit=24`);
    const titles = [...first.titles];
    let next = first.next;
    while (next) {
      const page = await read(`/api/recipes?${query}&limit=24&cursor=${encodeURIComponent(next)}`);
      expect(page.total).toBeUndefined();
      titles.push(...page.titles);
      next = page.next;
    }
    return { titles, total: first.total };
  };

  /** The expected order: title hits first, each part in the sort, from the rows themselves. */
  const expected = async (word: string, order: string) => {
    const result = await t.database.db.execute(
      sql.raw(`select title from recipes
                where user_id = '${cook.id}'
                  and (lower(title) like '%${word}%' or array_to_string(ingredients, ' ') ilike '%${word}%')
                order by (lower(title) like '%${word}%') desc, ${order}`),
    );
    return (result as unknown as { rows: { title: string }[] }).rows.map((row) => row.title);
  };

  const orders = {
    newest: 'id desc',
    oldest: 'id asc',
    title: 'lower(title), id',
    cookTime: 'cook_time_minutes, id',
    rating: 'rating desc, id desc',
  };

  for (const word of ['pepper', 'bean']) {
    for (const [sort, order] of Object.entries(orders)) {
      it(`pages "${word}" sorted ${sort} exactly`, async () => {
        const { titles, total } = await allPages(`search=${word}&sort=${sort}`);
        const want = await expected(word, order);
        expect(want.length).toBeGreaterThan(SEARCH_GATHER_LIMIT);
        expect(total).toBe(String(want.length));
        expect(titles).toEqual(want);
      });
    }
  }

  it('reads many title hits by walking, few by gathering, and the rest by how many remain', () => {
    const over = SEARCH_GATHER_LIMIT + 1;
    expect(searchPlan({ matches: SEARCH_GATHER_LIMIT, titleHits: 3 })).toEqual({ kind: 'gather' });
    expect(searchPlan({ matches: 1001, titleHits: over })).toEqual({
      kind: 'split',
      titles: 'walk',
      rest: 'walk',
    });
    expect(searchPlan({ matches: 1001, titleHits: 20 })).toEqual({
      kind: 'split',
      titles: 'gather',
      rest: 'walk',
    });
    expect(searchPlan({ matches: over + 10, titleHits: 20 })).toEqual({
      kind: 'split',
      titles: 'gather',
      rest: 'gather',
    });
  });
});
