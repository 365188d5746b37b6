import { describe, expect, it } from 'vitest';
import type { Cookbook } from '../../../../contracts/cookbooks.js';
import type { RecipeCard } from '../../../../contracts/recipes.js';
import { zip } from '../../../test/archives.js';
import {
  mealieFirstRecipeJson,
  mealiePageJson,
  mealieSnakeRecipeJson,
  mealieV1RecipeJson,
} from '../../../test/exports/mealie.js';
import {
  macRezip,
  mealieBackupFiles,
  mealieExport,
  mealieFirstBackupFiles,
} from '../../../test/exports/mealie-archives.js';
import { otherAppsImport } from '../../../test/import-app.js';

// Mealie's custom pages through POST /api/import (decision 041): each page of a v0.4–v0.5 backup
// becomes a cookbook of the recipes in its categories; a pages file that cannot be read costs
// the cookbooks, never the recipes. How a page's members are worked out is pinned down by
// mealie-cookbooks.unit.test.ts.

describe('importing Mealie’s custom pages as cookbooks', () => {
  const { cook, importFile, get } = otherAppsImport();

  /** The cook's cookbooks by name, each with its members' titles in the cookbook's order. */
  const cookbooksOf = async (user: Awaited<ReturnType<typeof cook>>) =>
    Promise.all(
      (await get<Cookbook[]>(user, '/api/cookbooks')).map(async (book) => ({
        name: book.name,
        isPublic: book.isPublic,
        titles: (await get<RecipeCard[]>(user, `/api/cookbooks/${book.id}/recipes`)).map(
          (card) => card.title,
        ),
      })),
    );

  const soup = mealieSnakeRecipeJson('Barley Mushroom Soup', {
    recipe_category: [{ name: 'Soups', slug: 'soups' }],
  });
  const stew = mealieSnakeRecipeJson('Beef Stew', {
    slug: 'beef-stew',
    recipe_category: [{ name: 'Main Dishes', slug: 'main-dishes' }],
  });
  const dal = mealieSnakeRecipeJson('Lentil Dal', {
    slug: 'lentil-dal',
    recipe_category: [
      { name: 'Main Dishes', slug: 'main-dishes' },
      { name: 'Vegetarian', slug: 'vegetarian' },
    ],
  });
  const pie = mealieSnakeRecipeJson('Apple Pie', { slug: 'apple-pie', recipe_category: [] });

  it('makes each page of a v0.5 backup a cookbook of the recipes in its categories', async () => {
    const pages = [
      mealiePageJson('Weeknights', 0, ['main dishes', 'Soups']),
      mealiePageJson('Meatless', 1, ['Vegetarian']),
      mealiePageJson('Baking Day', 2, ['Cakes']),
    ];
    const files = mealieBackupFiles(
      [{ json: soup }, { json: stew }, { json: dal }, { json: pie }],
      pages,
    );
    const user = await cook();
    const response = await importFile(user, await macRezip(files, 'mealie_2021-Jun-01'));
    expect(response.json()).toEqual({ imported: 4, skipped: 0, refused: [] });
    expect(await cookbooksOf(user)).toEqual([
      { name: 'Baking Day', isPublic: false, titles: [] },
      { name: 'Meatless', isPublic: false, titles: ['Lentil Dal'] },
      {
        name: 'Weeknights',
        isPublic: false,
        titles: ['Barley Mushroom Soup', 'Beef Stew', 'Lentil Dal'],
      },
    ]);
  });

  it('reads the pages of a v0.4 backup, its recipes named after themselves', async () => {
    const bread = mealieFirstRecipeJson('Banana Bread', {
      categories: undefined,
      recipeCategory: ['Baking'],
    });
    const files = {
      ...mealieFirstBackupFiles([{ json: bread, file: 'Banana Bread.json' }]),
      'pages/pages.json': JSON.stringify([mealiePageJson('Bakes', 0, ['Baking'])]),
    };
    const user = await cook();
    expect((await importFile(user, await zip(files))).json()).toMatchObject({ imported: 1 });
    expect(await cookbooksOf(user)).toEqual([
      { name: 'Bakes', isPublic: false, titles: ['Banana Bread'] },
    ]);
  });

  it('still imports every recipe when pages.json is damaged, without cookbooks', async () => {
    const files = mealieBackupFiles([{ json: soup }, { json: dal }], '[{ "name": "Weeknights",');
    const user = await cook();
    const response = await importFile(user, await zip(files));
    expect(response.json()).toEqual({ imported: 2, skipped: 0, refused: [] });
    expect(await cookbooksOf(user)).toEqual([]);
  });

  it('makes no cookbooks from a v1 data export, which carries none', async () => {
    const user = await cook();
    const response = await importFile(
      user,
      await mealieExport([{ json: mealieV1RecipeJson('Loaf') }]),
    );
    expect(response.json()).toMatchObject({ imported: 1 });
    expect(await cookbooksOf(user)).toEqual([]);
  });
});
