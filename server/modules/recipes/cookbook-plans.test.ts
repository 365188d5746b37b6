import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { expectIndexed } from '../../test/plans.js';
import { encodeCookbookCursor } from './cookbook-cursor.js';
import { cookbookPageQuery } from './cookbook-recipes.queries.js';
import { ownCookbooksQuery, publicCookbooksQuery } from './cookbooks.queries.js';

/**
 * A cookbook's page comes from its order index (the public one for visitors), and a cook's
 * cookbooks from theirs by name: no sort, no table read whole, however big the cookbook.
 */
describe('cookbook plans on seeded data', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const run = (statement: string) => database.db.execute(sql.raw(statement));
    await run(
      `insert into users (id, is_public) select 'plan-' || g, true from generate_series(1, 50) g`,
    );
    await run(`insert into recipes (user_id, title, ingredients, instructions, is_public)
      select 'plan-' || (g % 50 + 1), 'Recipe ' || g, array['x'], array['y'], g % 3 = 0
        from generate_series(1, 20000) g`);
    await run(`insert into cookbooks (user_id, name, is_public)
      select 'plan-' || (g % 50 + 1), 'Book ' || g, g % 2 = 0 from generate_series(1, 5000) g`);
    // A photo on one recipe in 500, set before the memberships copy it.
    await run(`update recipes set image = '/uploads/' || id || '.webp' where id % 500 = 0`);
    // One big cookbook of cook plan-1's recipes, and a few members in every other.
    await run(`insert into cookbook_recipes (cookbook_id, recipe_id, position)
      select 50, r.id, row_number() over (order by r.id desc)
        from recipes r where r.user_id = 'plan-1'`);
    await run(`insert into cookbook_recipes (cookbook_id, recipe_id, position)
      select c.id, r.id, r.id from cookbooks c
        join recipes r on r.user_id = c.user_id and r.id % 97 = c.id % 97
       where c.id <> 50`);
    await run('analyze');
  }, 180_000);
  afterAll(() => database?.dispose());

  const later = encodeCookbookCursor({ position: 200, recipeId: 1 });

  for (const publicOnly of [false, true]) {
    it(`a cookbook's ${publicOnly ? 'public ' : ''}page, first and later`, async () => {
      for (const cursor of [undefined, later]) {
        const text = await expectIndexed(
          database.db,
          cookbookPageQuery(50, { publicOnly, limit: 24, cursor }),
        );
        expect(text).toContain(
          publicOnly ? 'cookbook_recipes_public_order_idx' : 'cookbook_recipes_order_idx',
        );
        expect(text).not.toMatch(/Sort|Seq Scan on cookbook/);
      }
    });
  }

  it("a cook's cookbooks, own and public, by name from their index", async () => {
    const own = await expectIndexed(database.db, ownCookbooksQuery('plan-1'));
    expect(own).toContain('cookbooks_user_name_idx');
    const shown = await expectIndexed(database.db, publicCookbooksQuery('plan-1'));
    expect(shown).toMatch(/cookbooks_(public_user|user_name)_idx/);
    for (const text of [own, shown]) expect(text).not.toMatch(/Sort|Seq Scan on cookbook/);
  });

  it("a cookbook's cover is one probe of the members with a photo, however many have none", async () => {
    const own = await expectIndexed(database.db, ownCookbooksQuery('plan-1'));
    expect(own).toContain('cookbook_recipes_cover_idx');
    const shown = await expectIndexed(database.db, publicCookbooksQuery('plan-1'));
    expect(shown).toContain('cookbook_recipes_public_cover_idx');
    // The big cookbook's 400 members hold one photo, near the end of its order: still one row read.
    expect(own).not.toMatch(/Index Scan using cookbook_recipes_order_idx/);
  });
});
