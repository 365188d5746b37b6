import { beforeAll, describe, expect, it } from 'vitest';
import { compareTags } from '../../../../contracts/organise.js';
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
import { fitNutrition, fitRating, fitSourceUrl, fitTags } from '../import-values.js';
import { mealieRecipe } from './mealie.js';

// Mealie's exports through POST /api/import (decision 031), in every shape Mealie has written:
// its API's camelCase, its first backups, the snake_case backups of v0.5 and exports of v1 on,
// one recipe's zip. How each recipe's fields map is pinned down by mealie.unit.test.ts; here,
// that the recipes are found, read whole, and stored with their photos.

/** A recipe as the API answers it once its Mealie JSON is imported. */
function imported(json: Record<string, unknown>) {
  const { photo, description, ...recipe } = mealieRecipe(json, '');
  return {
    ...recipe,
    description: description || null,
    // As the import fits them and the API lists them (tags in order).
    tags: fitTags(recipe.tags).sort(compareTags),
    sourceUrl: fitSourceUrl(recipe.sourceUrl),
    nutrition: fitNutrition(recipe.nutrition),
    rating: fitRating(recipe.rating),
  };
}

describe('importing Mealie’s exports', () => {
  const { cook, importFile, mine } = otherAppsImport();
  let png: Buffer;
  beforeAll(async () => {
    png = await solidPhoto('png', 500, 500);
  });
  const read = async (archive: Buffer) => {
    const user = await cook();
    return { report: (await importFile(user, archive)).json(), recipes: await mine(user) };
  };
  const webp = expect.stringMatching(/\.webp$/);

  it('reads the camelCase of its API, a photo in images/original.webp', async () => {
    const cookies = mealieRecipeJson('Brown Butter Cookies');
    const bare = {
      name: 'Bare cookies',
      slug: 'bare',
      recipeIngredient: ['flour'],
      recipeInstructions: [{ text: 'Bake.' }],
    };
    const { report, recipes } = await read(
      await mealieExport([{ json: cookies, photo: png }, { json: bare }]),
    );
    expect(report).toEqual({ imported: 2, skipped: 0, refused: [] });
    expect(recipes).toMatchObject([
      { ...imported(cookies), image: webp },
      { ...imported(bare), description: null, image: null },
    ]);
    expect(recipes[0]?.ingredients).toEqual([
      'Dough',
      '225 g butter',
      '200 g sugar',
      'To finish',
      'flaky salt',
    ]);
  });

  it('reads an older backup zipped again on a Mac: snake_case, a dated folder, __MACOSX', async () => {
    const soup = mealieSnakeRecipeJson('Barley Mushroom Soup');
    const rice = {
      name: 'Lemon Rice',
      slug: 'lemon-rice',
      recipe_ingredient: ['1 cup basmati rice', 'zest of a lemon'],
      recipe_instructions: [{ text: 'Cook the rice; stir in the zest.' }],
    };
    const salad = mealieSnakeRecipeJson('Green Salad', { perform_time: null });
    const files = mealieBackupFiles([
      { json: soup, photo: png, photoName: 'min-original.webp' },
      { json: rice },
      { json: salad, photo: png },
    ]);
    const { report, recipes } = await read(await macRezip(files, 'mealie_2021-Jan-05'));
    expect(report).toEqual({ imported: 3, skipped: 0, refused: [] });
    expect(recipes).toMatchObject([
      { ...imported(soup), image: webp },
      { ...imported(rice), image: null },
      { ...imported(salad), cookTime: null, image: webp },
    ]);
    expect(recipes[0]).toMatchObject({ cookTime: '55 Minutes', servings: 6 });
    expect(recipes[0]?.sourceUrl).toBe('https://example.org/barley-soup');
  });

  it('reads a v1 data export: objects for categories, structured ingredients', async () => {
    const loaf = mealieV1RecipeJson('Country Loaf');
    const { report, recipes } = await read(await mealieExport([{ json: loaf, photo: png }]));
    expect(report).toEqual({ imported: 1, skipped: 0, refused: [] });
    expect(recipes).toMatchObject([{ ...imported(loaf), image: webp }]);
    expect(recipes[0]?.ingredients).toContain('0.333 cup sea salt fine');
    expect(recipes[0]?.tags).toContain('Bread');
  });

  it('reads the first backups: recipes/<file>.json with photos in images/', async () => {
    const bread = mealieFirstRecipeJson('Banana Bread');
    const first = await read(await zip(mealieFirstBackupFiles([{ json: bread, photo: png }])));
    expect(first.report).toEqual({ imported: 1, skipped: 0, refused: [] });
    expect(first.recipes).toMatchObject([{ ...imported(bread), image: webp }]);
    expect(first.recipes[0]?.ingredients).toEqual([
      '3 ripe bananas',
      '250 g flour',
      '1 tsp baking soda',
    ]);
    // v0.4 named the file after the recipe and kept photos in images/<slug>/.
    const cookies = mealieFirstRecipeJson('Oat Cookies', {
      categories: undefined,
      recipeCategory: ['Baking'],
    });
    const named = mealieFirstBackupFiles([
      {
        json: cookies,
        file: 'Oat Cookies.json',
        photo: png,
        photoName: 'oat-cookies/original.webp',
      },
    ]);
    const later = await read(await macRezip(named, '2021-Apr-02'));
    expect(later.report).toEqual({ imported: 1, skipped: 0, refused: [] });
    expect(later.recipes).toMatchObject([{ ...imported(cookies), image: webp }]);
    expect(later.recipes[0]?.tags).toContain('Baking');
  });

  it('reads one recipe downloaded as a zip', async () => {
    const flatbread = mealieV1RecipeJson('Flatbread');
    const { report, recipes } = await read(await mealieRecipeZip({ json: flatbread, photo: png }));
    expect(report).toEqual({ imported: 1, skipped: 0, refused: [] });
    expect(recipes).toMatchObject([{ ...imported(flatbread), image: webp }]);
  });
});
