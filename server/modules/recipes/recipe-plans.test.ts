import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeSeedStatements } from '../../../bench/recipe-seed.mjs';
import { PUBLIC_RECIPE_SORTS, RECIPE_SORTS } from '../../../contracts/recipes.js';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { expectIndexed } from '../../test/plans.js';
import { encodeCursor } from './recipe-cursor.js';
import { recipePageQuery } from './recipe-list.queries.js';
import { firstFromQuery } from './recipes.queries.js';

/**
 * Every recipe list a screen reads is served by an index in its own order, for every sort, on the
 * first page and later ones, and the random pick and the recipe of the day are one index probe:
 * the cost does not grow with a cook's collection (decision 016).
 */
describe('recipe list plans on seeded data', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const statements = recipeSeedStatements({
      users: 2_000,
      recipes: 30_000,
      bigCookRecipes: 5_000,
      starFollowers: 2_000,
    });
    for (const statement of statements) await database.db.execute(sql.raw(statement));
    // Tags, favourites and ratings spread over every cook's recipes, the big cook's included.
    await database.db.execute(sql`
      update recipes
         set tags = case when id % 3 = 0 then array['Soup', 'Winter'] else array['Quick'] end,
             tag_keys = case when id % 3 = 0 then array['soup', 'winter'] else array['quick'] end,
             favorite = id % 11 = 0,
             rating = case when id % 4 = 0 then null else 1 + id % 5 end,
             last_cooked_at = case when id % 7 = 0 then null
                                   else date '2026-01-01' + (id % 300) end`);
    // A cookbook of the big cook's, holding every 50th of its recipes.
    await database.db.execute(sql`
      insert into cookbooks (id, user_id, name) values (9001, 'seed-big', 'Weeknights')`);
    await database.db.execute(sql`
      insert into cookbook_recipes (cookbook_id, recipe_id, position)
      select 9001, id, row_number() over (order by id) from recipes
       where user_id = 'seed-big' and id % 50 = 0`);
    await database.db.execute(sql`analyze recipes`);
  }, 400_000);
  afterAll(() => database?.dispose());

  const later = {
    newest: encodeCursor({ sort: 'newest', key: null, id: 20_000 }),
    oldest: encodeCursor({ sort: 'oldest', key: null, id: 2_000 }),
    title: encodeCursor({ sort: 'title', key: 'honey soup #1234', id: 1_234 }),
    cookTime: encodeCursor({ sort: 'cookTime', key: 45, id: 1_234 }),
    rating: encodeCursor({ sort: 'rating', key: 3, id: 1_234 }),
    lastCooked: encodeCursor({ sort: 'lastCooked', key: '2026-05-01', id: 1_234 }),
  };

  for (const sort of RECIPE_SORTS) {
    it(`My Recipes sorted ${sort}: first and later pages`, async () => {
      const own = { userId: 'seed-big' };
      await expectIndexed(database.db, recipePageQuery(own, { sort, limit: 24 }));
      const text = await expectIndexed(
        database.db,
        recipePageQuery(own, { sort, limit: 24, cursor: later[sort] }),
      );
      // The cook's own index, never the primary key filtered for the cook: for a cook whose
      // recipes are old that walk reads most of the table.
      expect(text).toMatch(/recipes_user_(id|title|cook_minutes|rating|last_cooked)_idx/);
      expect(text).not.toContain('recipes_pkey');
    });
  }

  for (const sort of PUBLIC_RECIPE_SORTS) {
    it(`a profile's public recipes sorted ${sort}`, async () => {
      const scope = { userId: 'seed-big', publicOnly: true };
      for (const cursor of [undefined, later[sort]]) {
        const text = await expectIndexed(
          database.db,
          recipePageQuery(scope, { sort, limit: 24, cursor }),
        );
        expect(text).toMatch(/recipes_(public_user|user_(id|title|cook_minutes))_idx/);
        expect(text).not.toContain('recipes_pkey');
      }
    });
  }

  // Title hits come first, so a search sorts the cook's matches: bounded by the cook's matches,
  // found through the trigram indexes led by user_id, never by the instance's (decision 040).
  it("a search reads one cook's matches through the trigram indexes led by user_id", async () => {
    for (const sort of RECIPE_SORTS) {
      for (const cursor of [undefined, searchCursor(sort)]) {
        const own = await expectIndexed(
          database.db,
          recipePageQuery({ userId: 'seed-big' }, { sort, limit: 24, search: 'saffron', cursor }),
          true,
        );
        expect(own).toContain('recipes_user_search_idx');
        expect(own).toContain('recipes_user_notes_idx');
      }
    }
    const profile = await expectIndexed(
      database.db,
      recipePageQuery(
        { userId: 'seed-big', publicOnly: true },
        { sort: 'newest', limit: 24, search: 'saffron' },
      ),
      true,
    );
    expect(profile).toContain('recipes_user_search_idx');
    expect(profile).not.toContain('recipes_user_notes_idx');
  });

  // Many matches: each branch walks the sort's own index and stops at a page, never the primary
  // key and never a sort of every match; few title hits are gathered through the title index.
  it('a search with many matches walks the sort index, title hits and the rest in turn', async () => {
    const own = { userId: 'seed-big' };
    const walk = { kind: 'split', titles: 'walk', rest: 'walk' } as const;
    const gatherTitles = { kind: 'split', titles: 'gather', rest: 'walk' } as const;
    for (const sort of RECIPE_SORTS) {
      for (const cursor of [undefined, searchCursor(sort)]) {
        const options = { sort, limit: 24, search: 'soup', cursor };
        const walked = await expectIndexed(database.db, recipePageQuery(own, options, walk));
        expect(walked).toMatch(/recipes_user_(id|title|cook_minutes|rating|last_cooked)_idx/);
        expect(walked).not.toContain('recipes_pkey');
        const gathered = await expectIndexed(
          database.db,
          recipePageQuery(own, options, gatherTitles),
          true,
        );
        // A cursor past the title hits (rank 1) leaves their branch out.
        if (!cursor) expect(gathered).toMatch(/recipes_user_(title_)?search_idx/);
        expect(gathered).not.toContain('recipes_pkey');
      }
    }
  });

  const searchCursor = (sort: (typeof RECIPE_SORTS)[number]) => {
    const keys = { newest: null, oldest: null, title: 'a', cookTime: 30, rating: 3 };
    const key = sort === 'lastCooked' ? '2026-05-01' : keys[sort];
    return encodeCursor({ sort, key, id: 1_234, rank: 1 });
  };

  it('the last-cooked sort and "not cooked since" read one range of (user_id, last_cooked_key, id)', async () => {
    const own = { userId: 'seed-big' };
    for (const cursor of [undefined, later.lastCooked]) {
      const text = await expectIndexed(
        database.db,
        recipePageQuery(own, {
          sort: 'lastCooked',
          limit: 24,
          notCookedSince: '2026-06-01',
          cursor,
        }),
      );
      expect(text).toContain('recipes_user_last_cooked_idx');
    }
    for (const sort of RECIPE_SORTS) {
      await expectIndexed(
        database.db,
        recipePageQuery(own, { sort, limit: 24, notCookedSince: '2026-06-01' }),
        true,
      );
    }
  });

  it("a cookbook's list reads its members, never the cook's whole collection", async () => {
    const own = { userId: 'seed-big' };
    for (const sort of RECIPE_SORTS) {
      const text = await expectIndexed(
        database.db,
        recipePageQuery(own, { sort, limit: 24, cookbook: 9001, tag: ['soup'] }),
        true,
      );
      expect(text).toMatch(/cookbook_recipes_(pkey|order_idx|cookbook_id_recipe_id_pk)/);
    }
  });

  it("filters by tags, favourites and rating read one cook's index entries", async () => {
    const own = { userId: 'seed-big' };
    for (const sort of RECIPE_SORTS) {
      const tagged = await expectIndexed(
        database.db,
        recipePageQuery(own, { sort, limit: 24, tag: ['soup', 'winter'] }),
        true,
      );
      expect(tagged).toMatch(/recipes_user_(tags|id|title|cook_minutes|rating|last_cooked)_idx/);
      const favourites = await expectIndexed(
        database.db,
        recipePageQuery(own, { sort, limit: 24, favorite: true }),
        true,
      );
      expect(favourites).toMatch(
        /recipes_user_(favorite|id|title|cook_minutes|rating|last_cooked)_idx/,
      );
      await expectIndexed(
        database.db,
        recipePageQuery(own, { sort, limit: 24, minRating: 4 }),
        true,
      );
    }
  });

  it('the random pick and the recipe of the day are one probe of (user_id, random_key)', async () => {
    const text = await expectIndexed(
      database.db,
      firstFromQuery(database.db, 'seed-big', 0.42).getSQL(),
    );
    expect(text).toContain('recipes_user_random_idx');
    expect(text).toMatch(/^Limit/);
  });
});
