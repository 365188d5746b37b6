import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cookbook } from '../../../../contracts/cookbooks.js';
import type { Recipe, RecipeCard } from '../../../../contracts/recipes.js';
import { importForm, plainBulk } from '../../../test/archives.js';
import {
  CHILI_ID,
  LONG_STEP,
  mealieBackupZip,
  mealieDatabase,
  mealieOlderDatabase,
} from '../../../test/exports/mealie-backup.js';
import { createTestApp, signUp, type TestApp } from '../../../test/harness.js';
import { otherAppsImport } from '../../../test/import-app.js';
import { solidPhoto } from '../../../test/photos.js';

// A Mealie v1+ backup (database.json) through POST /api/import (decision 041): its recipes put
// back together from their tables, their photos from data/recipes/<id>/images/, and its
// cookbooks with the recipes their filters select. How rows map and filters select is pinned
// down by mealie-database.unit.test.ts and mealie-cookbook-filter.unit.test.ts.

describe('importing a Mealie v1+ backup', () => {
  const { cook, importFile, mine, get } = otherAppsImport();
  let png: Buffer;
  beforeAll(async () => {
    png = await solidPhoto('png', 500, 500);
  });

  const cookbooksOf = async (user: Awaited<ReturnType<typeof cook>>) =>
    Promise.all(
      (await get<Cookbook[]>(user, '/api/cookbooks')).map(async (book) => ({
        name: book.name,
        description: book.description,
        isPublic: book.isPublic,
        titles: (await get<RecipeCard[]>(user, `/api/cookbooks/${book.id}/recipes`)).map(
          (card) => card.title,
        ),
      })),
    );

  const byTitle = (recipes: Recipe[], title: string) =>
    recipes.find((recipe) => recipe.title === title) as Recipe;

  it('reads the recipes, their photos and their cookbooks from database.json', async () => {
    const user = await cook();
    const backup = await mealieBackupZip(mealieDatabase(), { [CHILI_ID]: png });
    const response = await importFile(user, backup);
    expect(response.json()).toEqual({ imported: 3, skipped: 0, refused: [] });

    const recipes = await mine(user);
    const chili = byTitle(recipes, 'Weeknight Chili');
    expect(chili).toMatchObject({
      ingredients: ['500 g beef mince lean', '2 tins of tomatoes'],
      instructions: ['Brown the mince in the pot.', 'Add the tomatoes and simmer for an hour.'],
      tags: ['Dinner', 'Spicy', 'Weekend'],
      rating: 4,
      favorite: true,
      sourceUrl: 'https://example.com/chili',
      nutrition: { calories: '450', fat: '20', protein: '30' },
      notes: 'Heat: Go easy on the chipotle.',
      servings: 4,
      image: expect.stringMatching(/\.webp$/),
    });
    const trifle = byTitle(recipes, 'Layered Trifle');
    expect(trifle).toMatchObject({
      ingredients: ['Custard', '500 ml milk', '4 egg yolks', 'Layers', '1 sponge cake'],
      instructions: [
        'Custard',
        'Warm the milk; whisk into the yolks.',
        'Assembly',
        'Layer sponge and custard in the bowl.',
      ],
      rating: 5,
      image: null,
    });
    // The long step is cut into steps within Simmer's limit, every word kept.
    const sourdough = byTitle(recipes, 'Slow Sourdough');
    expect(sourdough.instructions.length).toBeGreaterThan(2);
    expect(sourdough.instructions.every((step) => step.length <= 2000)).toBe(true);
    expect(sourdough.instructions.slice(0, -1).join(' ')).toBe(LONG_STEP);

    expect(await cookbooksOf(user)).toEqual([
      {
        name: 'Dutch Oven',
        description: null,
        isPublic: false,
        titles: ['Slow Sourdough', 'Weeknight Chili'],
      },
      {
        name: 'Party Food',
        description: 'For a crowd.',
        isPublic: true,
        titles: ['Layered Trifle'],
      },
      { name: 'Soups', description: null, isPublic: false, titles: [] },
      {
        name: 'Weeknights',
        description: null,
        isPublic: false,
        titles: ['Slow Sourdough', 'Weeknight Chili'],
      },
    ]);
  });

  it('reads an older SQLite backup zipped again in a folder, its photo a smaller copy', async () => {
    const user = await cook();
    const backup = await mealieBackupZip(
      mealieOlderDatabase(),
      { [CHILI_ID]: png },
      { folder: 'mealie_2023.05.01/', photoName: 'min-original.webp' },
    );
    const response = await importFile(user, backup, { format: 'mealie' });
    expect(response.json()).toEqual({ imported: 3, skipped: 0, refused: [] });
    const recipes = await mine(user);
    expect(byTitle(recipes, 'Weeknight Chili').image).toMatch(/\.webp$/);
    expect(byTitle(recipes, 'Layered Trifle').favorite).toBe(true);
    expect(await cookbooksOf(user)).toEqual([
      expect.objectContaining({
        name: 'Dinner or Dessert',
        titles: ['Layered Trifle', 'Weeknight Chili'],
      }),
      expect.objectContaining({ name: 'Everything', titles: [] }),
      expect.objectContaining({ name: 'Spicy Weekends', titles: ['Weeknight Chili'] }),
    ]);
  });

  it('refuses a database.json without a recipes table, saying so', async () => {
    const user = await cook();
    const backup = await mealieBackupZip({ alembic_version: [{ version_num: 'x' }], users: [] });
    const asMealie = await importFile(user, backup, { format: 'mealie' });
    expect([asMealie.statusCode, asMealie.json().message]).toEqual([
      422,
      'This is not a Mealie export: its database.json has no recipes table',
    ]);
    // Without the format named, it is no file Simmer knows.
    const guessed = await importFile(user, backup);
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json().message).toMatch(/^Simmer cannot tell what this file is\./);
    expect(await mine(user)).toEqual([]);
  });

  it('refuses a database.json that is not JSON', async () => {
    const user = await cook();
    const response = await importFile(user, await mealieBackupZip('{"recipes": [{'), {
      format: 'mealie',
    });
    expect([response.statusCode, response.json().message]).toEqual([
      422,
      'database.json is not valid JSON',
    ]);
  });
});

describe('a Mealie backup over the largest file an import reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ IMPORT_MAX_MB: '4', IMPORT_MAX_FILE_MB: '1' });
  });
  afterAll(() => t.close());

  it('is refused as too large, named or not', async () => {
    const user = await signUp(t.app, { database: t.database });
    const dump = mealieDatabase();
    const recipes = (dump.recipes ?? []).map((row) => ({
      ...row,
      description: plainBulk(0.6 * 2 ** 20).toString(),
    }));
    const backup = await mealieBackupZip({ ...dump, recipes });
    for (const fields of [{}, { format: 'mealie' }] as Record<string, string>[]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/import',
        payload: importForm(backup, fields),
        headers: { cookie: user.cookie },
      });
      expect([response.statusCode, response.json().message]).toEqual([
        413,
        'database.json in the archive is too large (max 1 MB)',
      ]);
    }
  });
});
