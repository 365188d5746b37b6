import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeSeedStatements } from '../../../bench/recipe-seed.mjs';
import {
  type Recipe,
  type RecipeCardWithCook,
  recipeListQuerySchema,
} from '../../../contracts/recipes.js';
import {
  createTestApp,
  createTestDatabase,
  type SignedInUser,
  signUp,
  type TestApp,
  type TestDatabase,
} from '../../test/harness.js';
import { joinHousehold } from '../../test/households.js';
import { expectIndexed } from '../../test/plans.js';
import { createRecipe } from '../../test/recipes.js';
import { householdPageQuery } from './household-recipes.queries.js';

/** A household's members read each other's recipes, and list them together (decision 045). */
describe("a household's recipes", () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bo: SignedInUser;
  let outsider: SignedInUser;
  let secret: number;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t.app, { displayName: 'Ada', database: t.database });
    bo = await signUp(t.app, { displayName: 'Bo', database: t.database });
    outsider = await signUp(t.app, { displayName: 'Outsider', database: t.database });
    await joinHousehold(t.app, ada, bo);
    secret = (
      await createRecipe(t.app, bo.cookie, {
        title: 'Bo’s secret stew',
        notes: 'Mine only',
        favorite: true,
      })
    ).id;
    for (const title of ['Apple pie', 'Carrot soup', 'Eggs'])
      await createRecipe(t.app, ada.cookie, { title });
    for (const title of ['Bread', 'Dumplings']) await createRecipe(t.app, bo.cookie, { title });
    await createRecipe(t.app, outsider.cookie, { title: 'Apricot jam', isPublic: true });
  });
  afterAll(() => t.close());

  const get = (who: SignedInUser, url: string) =>
    t.app.inject({ url, headers: { cookie: who.cookie } });

  it("opens a member's private recipe read-only, without the owner's own marks", async () => {
    const read = await get(ada, `/api/recipes/${secret}`);
    expect(read.statusCode).toBe(200);
    const recipe = read.json<Recipe>();
    expect(recipe.title).toBe('Bo’s secret stew');
    for (const own of ['notes', 'favorite', 'rating', 'cookedCount', 'lastCookedAt']) {
      expect(recipe).not.toHaveProperty(own);
    }
    const edit = await t.app.inject({
      method: 'DELETE',
      url: `/api/recipes/${secret}`,
      headers: { cookie: ada.cookie },
    });
    expect(edit.statusCode).toBe(403);
    expect((await get(outsider, `/api/recipes/${secret}`)).statusCode).toBe(404);
  });

  it('lists every member’s recipes with their cook, paged in order', async () => {
    const first = await get(ada, '/api/recipes?scope=household&sort=title&limit=4');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-total-count']).toBe('6');
    const cards = first.json<RecipeCardWithCook[]>();
    expect(cards.map((c) => [c.title, c.user?.displayName])).toEqual([
      ['Apple pie', 'Ada'],
      ['Bo’s secret stew', 'Bo'],
      ['Bread', 'Bo'],
      ['Carrot soup', 'Ada'],
    ]);
    // Only the reader's own cards carry their marks.
    expect(cards[1]).not.toHaveProperty('favorite');
    expect(cards[0]).toHaveProperty('favorite', false);
    const cursor = String(first.headers['x-next-cursor']);
    const next = await get(
      ada,
      `/api/recipes?scope=household&sort=title&limit=4&cursor=${encodeURIComponent(cursor)}`,
    );
    expect(next.json<RecipeCardWithCook[]>().map((c) => c.title)).toEqual(['Dumplings', 'Eggs']);
    expect(next.headers['x-next-cursor']).toBeUndefined();
  });

  it("searches what anyone may search, never a member's notes", async () => {
    const stew = await get(bo, '/api/recipes?scope=household&search=stew');
    expect(stew.json<RecipeCardWithCook[]>().map((c) => c.title)).toEqual(['Bo’s secret stew']);
    expect((await get(ada, '/api/recipes?scope=household&search=mine%20only')).json()).toEqual([]);
    // An outsider's household is their own: Ada's recipes are not in it.
    const alone = await get(outsider, '/api/recipes?scope=household');
    expect(alone.json<RecipeCardWithCook[]>().map((c) => c.title)).toEqual(['Apricot jam']);
  });

  it("refuses one cook's own sorts and filters", async () => {
    for (const query of ['sort=rating', 'favorite=true', 'minRating=3', 'tag=Soup', 'cookbook=1']) {
      const refused = await get(ada, `/api/recipes?scope=household&${query}`);
      expect(refused.statusCode, query).toBe(400);
    }
    expect((await get(ada, '/api/recipes?scope=everyone')).statusCode).toBe(400);
  });
});

describe("a household's recipe list plan", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    for (const statement of recipeSeedStatements({
      users: 200,
      recipes: 5_000,
      bigCookRecipes: 2_000,
      starFollowers: 10,
    })) {
      await database.db.execute(sql.raw(statement));
    }
    await database.db.execute(sql`insert into households (id, name) values (77, 'Big')`);
    await database.db.execute(sql`
      insert into household_members (user_id, household_id)
      select id, 77 from users order by id limit 10`);
    await database.db.execute(sql`analyze`);
  }, 200_000);
  afterAll(() => database?.dispose());

  for (const sort of ['newest', 'title', 'cookTime'] as const) {
    it(`reads each member's page from an index (${sort})`, async () => {
      const query = recipeListQuerySchema.parse({ sort, scope: 'household' });
      const text = await expectIndexed(database.db, householdPageQuery(77, query, sort), true);
      // Per member: a limited walk of one of that cook's indexes, never their whole collection.
      expect(text).toMatch(/Limit\n\s*Index (Only )?Scan (Backward )?on recipes/);
    });
  }
});
