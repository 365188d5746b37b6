import { beforeAll, describe, expect, it } from 'vitest';
import { zip } from '../../../test/archives.js';
import {
  mealieFirstRecipeJson,
  mealieRecipeJson,
  mealieSnakeRecipeJson,
  mealieV1RecipeJson,
} from '../../../test/exports/mealie.js';
import {
  macRezip,
  mealieBackupFiles,
  mealieExport,
  mealieFirstBackupFiles,
  mealieRecipeZip,
} from '../../../test/exports/mealie-archives.js';
import { otherAppsImport } from '../../../test/import-app.js';
import { solidPhoto } from '../../../test/photos.js';

// Mealie's exports through POST /api/import (decision 031), in every shape Mealie has written:
// its API's camelCase, its first backups, the snake_case backups of v0.5 and exports of v1 on,
// one recipe's zip.

describe('importing Mealie’s exports', () => {
  const { cook, importFile, mine } = otherAppsImport();
  let png: Buffer;
  beforeAll(async () => {
    png = await solidPhoto('png', 500, 500);
  });

  it('reads a Mealie export', async () => {
    const user = await cook();
    const archive = await mealieExport([
      { json: mealieRecipeJson('Brown Butter Cookies'), photo: png },
      {
        json: {
          ...mealieRecipeJson('Bare cookies'),
          description: '',
          notes: [],
          nutrition: {},
          recipeYield: '',
          tags: [],
          recipeCategory: [],
          tools: [],
          rating: null,
          orgURL: null,
          totalTime: null,
        },
      },
    ]);
    expect((await importFile(user, archive)).json()).toEqual({
      imported: 2,
      skipped: 0,
      refused: [],
    });
    const [cookies, bare] = await mine(user);
    expect(cookies).toMatchObject({
      title: 'Brown Butter Cookies',
      prepTime: '15 minutes',
      cookTime: '12 min',
      servings: 12,
      ingredients: ['Dough', '225 g butter', '200 g sugar', 'To finish', 'flaky salt'],
      instructions: ['Mix', 'Cream the butter and sugar.', 'Bake at 180 °C for 12 minutes.'],
    });
    expect(cookies?.description).toBe(
      [
        'Crisp edges, soft middle.',
        'Notes: Storage: Keeps a week in a tin.',
        'Total time: 27 minutes',
        'Yield: 12 cookies',
        'Categories: Baking',
        'Tags: Cookies',
        'Tools: Baking sheet',
        'Nutrition: calories 210, fat 11',
        'Rating: 5/5',
        'Source: https://example.com/cookies',
      ].join('\n\n'),
    );
    expect(cookies?.image).toMatch(/\.webp$/);
    expect(bare).toMatchObject({ title: 'Bare cookies', description: null, image: null });
  });

  it('reads an older backup zipped again on a Mac: snake_case, a dated folder, __MACOSX', async () => {
    const user = await cook();
    const files = mealieBackupFiles([
      {
        json: mealieSnakeRecipeJson('Barley Mushroom Soup'),
        photo: png,
        photoName: 'min-original.webp',
      },
      {
        json: mealieSnakeRecipeJson('Lemon Rice', {
          description: '',
          recipe_category: [],
          tags: [],
          rating: null,
          recipe_yield: '',
          recipe_ingredient: ['1 cup basmati rice', 'zest of a lemon'],
          recipe_instructions: [{ text: 'Cook the rice; stir in the zest.' }],
          nutrition: null,
          total_time: null,
          prep_time: null,
          perform_time: null,
          notes: [],
          org_url: null,
        }),
      },
      { json: mealieSnakeRecipeJson('Green Salad', { perform_time: null }), photo: png },
    ]);
    const archive = await macRezip(files, 'mealie_2021-Jan-05');
    expect((await importFile(user, archive)).json()).toEqual({
      imported: 3,
      skipped: 0,
      refused: [],
    });
    const [soup, rice, salad] = await mine(user);
    expect(soup).toMatchObject({
      title: 'Barley Mushroom Soup',
      prepTime: '15 Minutes',
      cookTime: '55 Minutes',
      servings: 6,
      ingredients: ['Soup', '30 g dried porcini', '150 g pearl barley', '1.5 l vegetable stock'],
      instructions: [
        'The night before',
        'Soak the porcini in warm water.',
        'Simmer the barley in the stock for 40 minutes.',
      ],
    });
    expect(soup?.description).toBe(
      [
        'Earthy and thick; better the next day.',
        'Notes: Freezing: Freezes for a month.',
        'Total time: 1 Hour 10 Minutes',
        'Categories: Soups',
        'Tags: Winter, Freezer',
        'Nutrition: calories 240, fat 7, protein 9',
        'Rating: 4/5',
        'Source: https://example.org/barley-soup',
      ].join('\n\n'),
    );
    expect(soup?.image).toMatch(/\.webp$/);
    expect(rice).toMatchObject({
      title: 'Lemon Rice',
      description: null,
      ingredients: ['1 cup basmati rice', 'zest of a lemon'],
      instructions: ['Cook the rice; stir in the zest.'],
      image: null,
    });
    expect(salad).toMatchObject({ title: 'Green Salad', cookTime: null });
    expect(salad?.image).toMatch(/\.webp$/);
  });

  it('reads a v1 data export: objects for categories, structured ingredients, step summaries', async () => {
    const user = await cook();
    const archive = await mealieExport([{ json: mealieV1RecipeJson('Country Loaf'), photo: png }]);
    expect((await importFile(user, archive)).json()).toEqual({
      imported: 1,
      skipped: 0,
      refused: [],
    });
    const [loaf] = await mine(user);
    expect(loaf).toMatchObject({
      title: 'Country Loaf',
      prepTime: '30 minutes',
      cookTime: '45 minutes',
      servings: 2,
      ingredients: ['Dough', '500 gram bread flour', '0.333 cup sea salt fine', 'water as needed'],
      instructions: [
        'Mix everything into a shaggy dough.',
        'Baking',
        'Lid on: Bake in the Dutch oven for 30 minutes.',
      ],
    });
    expect(loaf?.description).toBe(
      [
        'A crusty loaf with an open crumb.',
        'Total time: 3 hours',
        'Yield: 2 loaves',
        'Categories: Bread',
        'Tags: Weekend',
        'Tools: Dutch oven',
        'Nutrition: calories 180, carbohydrate 36',
        'Rating: 4.5/5',
        'Source: https://example.org/country-loaf',
      ].join('\n\n'),
    );
    expect(loaf?.image).toMatch(/\.webp$/);
  });

  it('reads the first backups: recipes/<file>.json with photos in images/', async () => {
    const user = await cook();
    const first = await zip(
      mealieFirstBackupFiles([{ json: mealieFirstRecipeJson('Banana Bread'), photo: png }]),
    );
    expect((await importFile(user, first)).json()).toEqual({
      imported: 1,
      skipped: 0,
      refused: [],
    });
    const named = mealieFirstBackupFiles([
      {
        json: mealieFirstRecipeJson('Oat Cookies', {
          categories: undefined,
          recipeCategory: ['Baking'],
        }),
        file: 'Oat Cookies.json',
        photo: png,
        photoName: 'oat-cookies/original.webp',
      },
    ]);
    expect((await importFile(user, await macRezip(named, '2021-Apr-02'))).json()).toEqual({
      imported: 1,
      skipped: 0,
      refused: [],
    });
    const [bread, cookies] = await mine(user);
    expect(bread).toMatchObject({
      title: 'Banana Bread',
      prepTime: '15 Minutes',
      cookTime: '1 Hour',
      servings: 1,
      ingredients: ['3 ripe bananas', '250 g flour', '1 tsp baking soda'],
      instructions: [
        'Mash the bananas with a fork.',
        'Fold in the flour and soda, then bake for an hour at 175 °C.',
      ],
    });
    expect(bread?.description).toBe(
      [
        'Best with very ripe bananas.',
        'Notes: Tip: Freeze the bananas first.',
        'Total time: 1 Hour 15 Minutes',
        'Yield: 1 loaf',
        'Categories: Baking',
        'Tags: sweet',
        'Rating: 5/5',
        'Source: https://example.org/banana-bread',
        'Extras: oven: fan',
      ].join('\n\n'),
    );
    expect(bread?.image).toMatch(/\.webp$/);
    expect(cookies).toMatchObject({ title: 'Oat Cookies' });
    expect(cookies?.description).toContain('Categories: Baking');
    expect(cookies?.image).toMatch(/\.webp$/);
  });

  it('reads one recipe downloaded as a zip', async () => {
    const user = await cook();
    const archive = await mealieRecipeZip({ json: mealieV1RecipeJson('Flatbread'), photo: png });
    expect((await importFile(user, archive)).json()).toEqual({
      imported: 1,
      skipped: 0,
      refused: [],
    });
    const [flatbread] = await mine(user);
    expect(flatbread?.title).toBe('Flatbread');
    expect(flatbread?.image).toMatch(/\.webp$/);
  });
});
