import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TagCount } from '../../../contracts/organise.js';
import type { Recipe, RecipeCard } from '../../../contracts/recipes.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { createRecipe } from '../../test/recipes.js';

/**
 * `POST /api/recipes/bulk` (decision 039): one statement per request whatever the count; only the
 * caller's recipes change, and `changed` counts only those that did.
 */
describe('bulk actions on recipes', () => {
  let t: TestApp;
  let chef: SignedInUser;
  let other: SignedInUser;
  let many: number[];
  let theirs: number;
  beforeAll(async () => {
    t = await createTestApp();
    chef = await signUp(t.app);
    other = await signUp(t.app);
    theirs = (await createRecipe(t.app, other.cookie, { title: 'Theirs', tags: ['Soup'] })).id;
    // A thousand recipes straight into the table: the API would take minutes to make them.
    const result = await t.database.db.execute(sql`
      insert into recipes (user_id, title, ingredients, instructions, tags, tag_keys)
      select ${chef.id}, 'Recipe ' || g, array['x'], array['y'],
             case when g % 2 = 0 then array['Quick'] else '{}' end,
             case when g % 2 = 0 then array['quick'] else '{}' end
        from generate_series(1, 999) g
      returning id`);
    many = (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  });
  afterAll(() => t.close());

  const bulk = (body: unknown, who = chef) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recipes/bulk',
      headers: { cookie: who.cookie },
      payload: body as object,
    });
  const changed = async (body: unknown, who = chef) => {
    const response = await bulk(body, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ changed: number }>().changed;
  };
  const tags = async (who = chef) =>
    (await t.app.inject({ url: '/api/tags', headers: { cookie: who.cookie } })).json<TagCount[]>();
  const recipe = async (id: number) =>
    (
      await t.app.inject({ url: `/api/recipes/${id}`, headers: { cookie: chef.cookie } })
    ).json<Recipe>();

  it('tags 1000 recipes in one request, sorted and in the catalogue’s spelling', async () => {
    const first = await createRecipe(t.app, chef.cookie, {
      title: 'Soup',
      tags: ['Winter', 'Apple'],
    });
    const ids = [...many, first.id, theirs];
    expect(ids).toHaveLength(1001);
    expect((await bulk({ ids, action: 'addTag', value: 'x' })).statusCode).toBe(400);
    // Typed in another case, stored as the cook already spells it ("Quick"); the 499 that
    // have it already are not changed.
    expect(await changed({ ids: ids.slice(0, 1000), action: 'addTag', value: 'QUICK' })).toBe(501);
    expect(
      await changed({ ids: [...ids.slice(-2), theirs], action: 'addTag', value: 'Bread' }),
    ).toBe(1);
    expect((await recipe(first.id)).tags).toEqual(['Apple', 'Bread', 'Quick', 'Winter']);
    expect(await tags()).toEqual([
      { name: 'Apple', count: 1 },
      { name: 'Bread', count: 1 },
      { name: 'Quick', count: 1000 },
      { name: 'Winter', count: 1 },
    ]);
    // Nothing of another cook's changed.
    expect(await tags(other)).toEqual([{ name: 'Soup', count: 1 }]);
    expect(await changed({ ids: many, action: 'removeTag', value: 'quick' })).toBe(999);
    expect(await tags()).toContainEqual({ name: 'Quick', count: 1 });
    expect(await changed({ ids: [first.id], action: 'removeTag', value: 'Nothing' })).toBe(0);
  });

  it('skips a recipe that already has the most tags', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `Tag ${String(i).padStart(2, '0')}`);
    const full = await createRecipe(t.app, chef.cookie, { title: 'Full', tags: fifty });
    expect(await changed({ ids: [full.id, many[0]], action: 'addTag', value: 'One more' })).toBe(1);
    expect((await recipe(full.id)).tags).toEqual(fifty);
  });

  it('makes recipes public and private, counting only those that changed', async () => {
    const ids = many.slice(0, 10);
    expect(await changed({ ids: [...ids, theirs], action: 'setPublic' })).toBe(10);
    expect(await changed({ ids, action: 'setPublic', value: true })).toBe(0);
    expect((await recipe(ids[0] as number)).isPublic).toBe(true);
    expect(await changed({ ids: [...ids, ids[0]], action: 'setPrivate' })).toBe(10);
  });

  it('files recipes into a cookbook after its last, in the order given', async () => {
    const book = (
      await t.app.inject({
        method: 'POST',
        url: '/api/cookbooks',
        headers: { cookie: chef.cookie },
        payload: { name: 'Bulk' },
      })
    ).json<{ id: number }>();
    const [a, b, c, d] = many as [number, number, number, number];
    expect(await changed({ ids: [c, a], action: 'addToCookbook', value: book.id })).toBe(2);
    expect(await changed({ ids: [a, d, theirs, b], action: 'addToCookbook', value: book.id })).toBe(
      2,
    );
    const page = await t.app.inject({
      url: `/api/cookbooks/${book.id}/recipes`,
      headers: { cookie: chef.cookie },
    });
    expect(page.json<RecipeCard[]>().map((card) => card.id)).toEqual([c, a, d, b]);
    expect(page.headers['x-total-count']).toBe('4');
    for (const [who, value] of [
      [other, book.id],
      [chef, 2_147_483_647],
    ] as const) {
      const refused = await bulk({ ids: [a], action: 'addToCookbook', value }, who);
      expect(refused.statusCode).toBe(404);
    }
  });

  it('deletes recipes, theirs untouched', async () => {
    const doomed = many.slice(-5);
    expect(await changed({ ids: [...doomed, theirs], action: 'delete' })).toBe(5);
    const gone = await t.app.inject({
      url: `/api/recipes/${doomed[0]}`,
      headers: { cookie: chef.cookie },
    });
    expect(gone.statusCode).toBe(404);
    expect(await changed({ ids: doomed, action: 'delete' })).toBe(0);
    const kept = await t.app.inject({
      url: `/api/recipes/${theirs}`,
      headers: { cookie: other.cookie },
    });
    expect(kept.statusCode).toBe(200);
  });

  it('refuses a body outside the shared schema, naming the field', async () => {
    const bad: [unknown, string][] = [
      [{ ids: [], action: 'delete' }, 'body.ids'],
      [{ ids: ['1'], action: 'delete' }, 'body.ids'],
      [{ ids: [1], action: 'explode' }, 'body'],
      [{ ids: [1], action: 'addTag' }, 'body.value'],
      [{ ids: [1], action: 'addTag', value: ' ' }, 'body.value'],
      [{ ids: [1], action: 'addToCookbook', value: 'one' }, 'body.value'],
      [{ ids: [1], action: 'delete', extra: true }, 'body'],
    ];
    for (const [body, field] of bad) {
      const response = await bulk(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().issues[0].path, JSON.stringify(body)).toMatch(
        new RegExp(`^${field.replace('.', '\\.')}`),
      );
    }
  });
});
