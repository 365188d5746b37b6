import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookedEntry } from '../../../contracts/organise.js';
import type { Recipe } from '../../../contracts/recipes.js';
import { cookbookRecipes, cookbooks } from '../../db/schema/index.js';
import { importForm, unzip, zip } from '../../test/archives.js';
import { oldExportedRecipe, organisedRecipeFields } from '../../test/exports/simmer.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { recipeForm } from '../../test/recipes.js';

// The collection round the export and back (decisions 037 and 041): the organising fields, the
// cooking log and cookbooks come back as they were; older exports still import.

describe('export and import of the collection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ IMPORT_MAX_MB: '2' });
  });
  afterAll(() => t.close());

  const as = (user: SignedInUser) => ({ cookie: user.cookie });
  const create = async (user: SignedInUser, fields: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      payload: recipeForm(fields),
      headers: as(user),
    });
    expect(response.statusCode).toBe(201);
    return response.json<Recipe>();
  };
  const mine = async (user: SignedInUser) => {
    const response = await t.app.inject({ url: '/api/recipes?sort=oldest', headers: as(user) });
    return response.json<Recipe[]>();
  };
  const whole = async (user: SignedInUser) =>
    Promise.all(
      (await mine(user)).map(async ({ id }) =>
        (await t.app.inject({ url: `/api/recipes/${id}`, headers: as(user) })).json<Recipe>(),
      ),
    );
  const importArchive = (user: SignedInUser, archive: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: importForm(archive),
      headers: as(user),
    });
  const cooked = async (user: SignedInUser, id: number, date: string, note?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${id}/cooked`,
      payload: { date, note },
      headers: as(user),
    });
    expect(response.statusCode).toBe(201);
  };
  const logOf = async (user: SignedInUser, id: number) =>
    (await t.app.inject({ url: `/api/recipes/${id}/cooked`, headers: as(user) })).json<
      CookedEntry[]
    >();
  /** The cook's cookbooks with their members' titles in order, read from the tables. */
  const cookbooksOf = async (user: SignedInUser) => {
    const { db } = t.database;
    const books = await db
      .select()
      .from(cookbooks)
      .where(eq(cookbooks.userId, user.id))
      .orderBy(asc(cookbooks.id));
    const titles = new Map((await mine(user)).map((r) => [r.id, r.title]));
    return Promise.all(
      books.map(async (book) => ({
        name: book.name,
        description: book.description,
        isPublic: book.isPublic,
        recipeCount: book.recipeCount,
        members: (
          await db
            .select({ recipeId: cookbookRecipes.recipeId })
            .from(cookbookRecipes)
            .where(eq(cookbookRecipes.cookbookId, book.id))
            .orderBy(asc(cookbookRecipes.position))
        ).map((m) => titles.get(m.recipeId)),
      })),
    );
  };

  it('brings cookbooks in their order and the cooking log back identical', async () => {
    const [from, to] = [await signUp(t.app), await signUp(t.app)];
    const soup = await create(from, organisedRecipeFields('Onion soup'));
    const bread = await create(from, { title: 'Soda bread' });
    const salad = await create(from, { title: 'Green salad', tags: ['Summer'] });
    await cooked(from, soup.id, '2026-01-03', 'Too salty');
    await cooked(from, soup.id, '2026-02-10');
    await cooked(from, bread.id, '2025-12-24', 'Christmas eve');
    const { db } = t.database;
    const books = await db
      .insert(cookbooks)
      .values([
        { userId: from.id, name: 'Winter', description: 'Warm things', isPublic: true },
        { userId: from.id, name: 'Empty one' },
      ])
      .returning();
    await db.insert(cookbookRecipes).values([
      { cookbookId: books[0]?.id as number, recipeId: bread.id, position: 1 },
      { cookbookId: books[0]?.id as number, recipeId: soup.id, position: 2 },
      { cookbookId: books[0]?.id as number, recipeId: salad.id, position: 3 },
    ]);
    const archive = (await t.app.inject({ url: '/api/export', headers: as(from) })).rawPayload;
    const files = await unzip(archive);
    const exported = JSON.parse(files.get('recipes.json')?.toString() ?? '[]');
    expect(exported[0].cookingLog).toEqual([
      { date: '2026-01-03', note: 'Too salty' },
      { date: '2026-02-10', note: null },
    ]);
    expect(JSON.parse(files.get('cookbooks.json')?.toString() ?? '[]')[0]).toMatchObject({
      name: 'Winter',
      recipeIds: [bread.id, soup.id, salad.id],
    });

    expect((await importArchive(to, archive)).json()).toEqual({
      imported: 3,
      skipped: 0,
      refused: [],
    });
    const [before, after] = [await whole(from), await whole(to)];
    const fields = [
      'title',
      'description',
      'ingredients',
      'instructions',
      'tags',
      'sourceUrl',
      'totalTime',
      'nutrition',
      'favorite',
      'rating',
      'notes',
      'cookedCount',
      'lastCookedAt',
    ] as const;
    for (const [i, copy] of after.entries()) {
      for (const field of fields) expect(copy[field], field).toEqual(before[i]?.[field]);
    }
    expect(after[0]).toMatchObject({ cookedCount: 2, lastCookedAt: '2026-02-10' });
    for (const [i, copy] of after.entries()) {
      const days = (entries: CookedEntry[]) => entries.map(({ date, note }) => ({ date, note }));
      expect(days(await logOf(to, copy.id))).toEqual(
        days(await logOf(from, before[i]?.id as number)),
      );
    }
    expect(await cookbooksOf(to)).toEqual(await cookbooksOf(from));
    expect((await cookbooksOf(to))[0]).toMatchObject({
      members: ['Soda bread', 'Onion soup', 'Green salad'],
      recipeCount: 3,
    });
  });

  it('imports an export made before cookbooks and the log, and ignores a damaged cookbooks.json', async () => {
    const [older, damaged] = [await signUp(t.app), await signUp(t.app)];
    const recipes = JSON.stringify([oldExportedRecipe('Omelette')]);
    expect((await importArchive(older, await zip({ 'recipes.json': recipes }))).json()).toEqual({
      imported: 1,
      skipped: 0,
      refused: [],
    });
    expect(await cookbooksOf(older)).toEqual([]);
    const withBadBooks = await zip({
      'recipes.json': JSON.stringify([
        {
          ...oldExportedRecipe('Pancakes'),
          cookingLog: [{ date: 'soon' }, { date: '2026-03-01' }],
        },
      ]),
      'cookbooks.json': '{ not json',
    });
    expect((await importArchive(damaged, withBadBooks)).json()).toMatchObject({ imported: 1 });
    const [pancakes] = await whole(damaged);
    expect(pancakes).toMatchObject({ cookedCount: 1, lastCookedAt: '2026-03-01' });
    expect(await cookbooksOf(damaged)).toEqual([]);
  });

  it('carries tags, source, total time, nutrition, favourite, rating and notes over', async () => {
    const [from, to] = [await signUp(t.app), await signUp(t.app)];
    const original = await create(from, organisedRecipeFields('Onion soup'));
    expect(original).toMatchObject({ favorite: true, rating: 4, tags: ['Käse', 'Soup', 'Winter'] });
    const archive = (await t.app.inject({ url: '/api/export', headers: as(from) })).rawPayload;
    const response = await importArchive(to, archive);
    expect(response.json()).toEqual({ imported: 1, skipped: 0, refused: [] });
    const [copy] = await whole(to);
    const fields = [
      'title',
      'description',
      'prepTime',
      'cookTime',
      'servings',
      'difficulty',
      'ingredients',
      'instructions',
      'tags',
      'sourceUrl',
      'totalTime',
      'nutrition',
      'favorite',
      'rating',
      'notes',
    ] as const;
    for (const field of fields) expect(copy?.[field], field).toEqual(original[field]);
  });

  it('carries each recipe’s language over as it was, not guessed again', async () => {
    const [from, to] = [await signUp(t.app), await signUp(t.app)];
    const german = {
      ingredients: ['1 kg Kartoffeln', '1 Zwiebel', '3 EL Essig', '2 EL Öl'],
      instructions: ['Die Kartoffeln kochen, pellen und in Scheiben schneiden.'],
    };
    // Chosen against what the text reads as, and not set on a text that reads as German.
    await create(from, { title: 'Soupe', language: 'fr' });
    await create(from, { ...german, title: 'Kartoffelsalat', language: '' });
    await create(from, { ...german, title: 'Bratkartoffeln' });
    const archive = (await t.app.inject({ url: '/api/export', headers: as(from) })).rawPayload;
    expect((await importArchive(to, archive)).json()).toMatchObject({ imported: 3 });
    const copies = await whole(to);
    expect(copies.map(({ title, language }) => [title, language])).toEqual([
      ['Soupe', 'fr'],
      ['Kartoffelsalat', null],
      ['Bratkartoffeln', 'de'],
    ]);
  });

  it('imports an export made before the organising fields, with none of them set', async () => {
    const cookNow = await signUp(t.app);
    const archive = await zip({
      'recipes.json': JSON.stringify([oldExportedRecipe('Omelette')]),
    });
    const response = await importArchive(cookNow, archive);
    expect(response.json()).toEqual({ imported: 1, skipped: 0, refused: [] });
    const [omelette] = await whole(cookNow);
    expect(omelette).toMatchObject({
      title: 'Omelette',
      description: 'From before.',
      difficulty: 'easy',
      tags: [],
      sourceUrl: null,
      totalTime: null,
      nutrition: null,
      favorite: false,
      rating: null,
      notes: null,
    });
  });

  it('fits what does not meet the rules rather than refusing the recipe', async () => {
    const cookNow = await signUp(t.app);
    const manyTags = Array.from({ length: 60 }, (_, n) => `tag ${n}`);
    const archive = await zip({
      'recipes.json': JSON.stringify([
        {
          ...oldExportedRecipe('Odd one'),
          tags: ['x'.repeat(80), 'Two\nlines', 'two lines', ...manyTags],
          sourceUrl: 'javascript:alert(1)',
          totalTime: 't'.repeat(80),
          nutrition: { calories: 'c'.repeat(80), unknown: '1 g' },
          favorite: 'yes',
          rating: 9,
          notes: 42,
        },
      ]),
    });
    const response = await importArchive(cookNow, archive);
    expect(response.json()).toEqual({ imported: 1, skipped: 0, refused: [] });
    const [odd] = await whole(cookNow);
    expect(odd?.tags).toHaveLength(50);
    expect(odd?.tags).toContain(`${'x'.repeat(49)}…`);
    expect(odd?.tags).toContain('Two lines');
    expect(odd?.tags).not.toContain('two lines');
    expect(odd).toMatchObject({ sourceUrl: null, favorite: false, rating: null, notes: null });
    expect(odd?.totalTime).toHaveLength(50);
    expect(odd?.nutrition?.calories).toHaveLength(50);
  });
});
