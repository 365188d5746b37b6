import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RECIPE_LIMITS } from '../../../../contracts/recipes.js';
import { zip } from '../../../test/archives.js';
import { paprikaExport, paprikaRecipeFile, soupForPaprika } from '../../../test/exports/paprika.js';
import { otherAppsImport } from '../../../test/import-app.js';

// Other apps' exports through the same POST /api/import (decision 031): Paprika's exports: a
// .paprikarecipes, or a zip of several or of single recipes.

describe('importing other apps’ exports', () => {
  const { cook, importFile, mine, stored, spooled, photos, filesOf } = otherAppsImport();
  let jpeg: Buffer;
  beforeAll(() => {
    jpeg = photos.jpeg;
  });

  it('reads a Paprika export: headings, steps, times, organising fields, extras in the description, the photo', async () => {
    const user = await cook();
    const archive = await paprikaExport([
      soupForPaprika(jpeg),
      {
        name: 'Plain toast',
        ingredients: '1 slice bread',
        directions: 'Toast it.',
        description: '',
        servings: '',
        prep_time: '',
        photo_data: '',
      },
    ]);
    const response = await importFile(user, archive);
    expect(response.json()).toEqual({ imported: 2, skipped: 0, refused: [] });
    const [soup, toast] = await mine(user);
    expect(soup).toMatchObject({
      title: 'Roast Tomato Soup & Basil',
      prepTime: '15 min',
      cookTime: '45 mins',
      servings: 4,
      difficulty: null,
      isPublic: false,
      ingredients: [
        'For the soup:',
        '1 kg ripe tomatoes',
        '2 cloves garlic',
        'For the topping:',
        '1 handful basil',
        '2 tbsp olive oil',
      ],
      instructions: [
        'Roast the tomatoes at 200°C for 40 minutes.',
        'Blend with the garlic.',
        'Serve with the basil oil.',
      ],
    });
    expect(soup?.description).toBe(
      ['Sweet tomatoes, roasted until they blister.', 'Source: Grandma'].join('\n\n'),
    );
    expect(soup).toMatchObject({
      tags: ['Soups', 'Vegetarian'],
      rating: 4,
      favorite: true,
      notes: 'Freezes well for a month.',
      totalTime: '1 hr',
      sourceUrl: 'https://example.com/tomato-soup',
      nutrition: { calories: '180', fat: null },
    });
    // Through the media pipeline: re-encoded as WebP, not the JPEG as it came.
    expect(soup?.image).toMatch(/\.webp$/);
    const photo = stored(soup?.image ?? '');
    expect(photo.subarray(8, 12).toString()).toBe('WEBP');
    expect(photo.equals(jpeg)).toBe(false);
    // Its 400 and 800 px copies are made after the import (decision 032).
    await vi.waitFor(() => expect(filesOf(soup?.image ?? '')).toHaveLength(3));
    expect(toast).toMatchObject({
      title: 'Plain toast',
      description: null,
      prepTime: null,
      servings: null,
      image: null,
      ingredients: ['1 slice bread'],
      instructions: ['Toast it.'],
    });
    expect(spooled()).toEqual([]);
  });

  it('reads a zip of several .paprikarecipes, and a zip of single recipes with macOS debris', async () => {
    const user = await cook();
    const several = await zip({
      'Export 1.paprikarecipes': await paprikaExport([
        { name: 'One', ingredients: 'a', directions: 'b' },
      ]),
      'Export 2.paprikarecipes': await paprikaExport([
        { name: 'Two', ingredients: 'a', directions: 'b' },
        { name: 'Three', ingredients: 'a', directions: 'b' },
      ]),
    });
    expect((await importFile(user, several)).json()).toEqual({
      imported: 3,
      skipped: 0,
      refused: [],
    });
    const folder = await zip({
      'Recipes/Four.paprikarecipe': paprikaRecipeFile({
        name: 'Four',
        ingredients: 'a',
        directions: 'b',
      }),
      'Recipes/.DS_Store': 'junk',
      '__MACOSX/Recipes/._Four.paprikarecipe': 'junk',
    });
    expect((await importFile(user, folder)).json()).toEqual({
      imported: 1,
      skipped: 0,
      refused: [],
    });
    expect((await mine(user)).map((r) => r.title)).toEqual(['One', 'Two', 'Three', 'Four']);
  });

  it('imports a recipe whose photo is over the upload limit without it, and says so', async () => {
    const user = await cook();
    // Zeros: 10 MB and a byte that pack into a few KB.
    const huge = Buffer.alloc(10 * 2 ** 20 + 1).toString('base64');
    const archive = await paprikaExport([
      { name: 'Big picture', ingredients: 'a', directions: 'b', photo_data: huge },
    ]);
    expect((await importFile(user, archive)).json()).toEqual({
      imported: 1,
      skipped: 0,
      refused: [],
      notes: [
        {
          title: 'Big picture',
          reason: 'Imported without its photo. Its photo is too large (max 10 MB)',
        },
      ],
    });
    expect((await mine(user))[0]?.image).toBeNull();
  });

  it('skips a recipe the same export holds twice, but not one that only shares its title', async () => {
    const user = await cook();
    const twice = await paprikaExport([
      { name: 'Pancakes', ingredients: 'flour\nmilk', directions: 'Whisk.\nFry.' },
      { name: 'Pancakes', ingredients: 'flour\nmilk', directions: 'Whisk.\nFry.' },
      { name: 'Pancakes', ingredients: 'flour\noat milk', directions: 'Whisk.\nFry.' },
    ]);
    expect((await importFile(user, twice)).json()).toEqual({
      imported: 2,
      skipped: 1,
      refused: [],
    });
    expect((await mine(user)).map((r) => r.ingredients)).toEqual([
      ['flour', 'milk'],
      ['flour', 'oat milk'],
    ]);
  });

  it('imports a recipe with a 5 000-character step, cut at sentence ends into steps within the limit', async () => {
    const user = await cook();
    const sentences = Array.from(
      { length: 75 },
      (_, n) => `Stir pot ${n + 1} slowly, scraping the bottom so the rice never catches.`,
    );
    const long = sentences.join(' ');
    expect(long.length).toBe(5015);
    const archive = await paprikaExport([
      {
        name: 'Patient risotto',
        ingredients: 'rice\nstock',
        directions: `Warm the stock.\n${long}`,
      },
    ]);
    expect((await importFile(user, archive)).json()).toEqual({
      imported: 1,
      skipped: 0,
      refused: [],
    });
    const [risotto] = await mine(user);
    const steps = risotto?.instructions ?? [];
    expect(steps[0]).toBe('Warm the stock.');
    expect(steps).toHaveLength(4);
    for (const step of steps) {
      expect(step.length).toBeLessThanOrEqual(RECIPE_LIMITS.instruction);
      expect(step).toMatch(/catches\.$|stock\.$/);
    }
    expect(steps.slice(1).join(' ')).toBe(long);
  });
});
