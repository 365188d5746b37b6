import { beforeAll, describe, expect, it } from 'vitest';
import { zip } from '../../../test/archives.js';
import { windows1252 } from '../../../test/exports/csv.js';
import {
  nextcloudRecipeJson,
  tandoorExport,
  tandoorRecipeJson,
} from '../../../test/exports/json-apps.js';
import { otherAppsImport } from '../../../test/import-app.js';
import { solidPhoto } from '../../../test/photos.js';

// Other apps' exports through the same POST /api/import (decision 031): Nextcloud Cookbook's
// and Tandoor's exports, and schema.org .json files (Mealie's: mealie-import.test.ts).

describe('importing other apps’ exports', () => {
  const { cook, importFile, mine, photos } = otherAppsImport();
  let jpeg: Buffer;
  beforeAll(() => {
    jpeg = photos.jpeg;
  });

  it('reads a Nextcloud Cookbook zip, Windows-1252 text and sections included', async () => {
    const user = await cook();
    const archive = await zip({
      'Stir-fried noodles/recipe.json': JSON.stringify(nextcloudRecipeJson('Stir-fried noodles')),
      'Stir-fried noodles/full.jpg': jpeg,
      'Stir-fried noodles/thumb.jpg': jpeg,
      'Crème brûlée/recipe.json': windows1252(
        JSON.stringify(
          nextcloudRecipeJson('Crème brûlée – €2 a pot', {
            recipeIngredient: ['4 egg yolks', '50 g sugar'],
            recipeInstructions: 'Bake in a bain-marie.',
            description: '',
            recipeYield: '6 ramekins',
            nutrition: {},
          }),
        ),
      ),
    });
    expect((await importFile(user, archive)).json()).toEqual({
      imported: 2,
      skipped: 0,
      refused: [],
    });
    const recipes = await mine(user);
    const noodles = recipes.find((r) => r.title === 'Stir-fried noodles');
    expect(noodles).toMatchObject({
      prepTime: '10 min',
      cookTime: '20 min',
      servings: 2,
      ingredients: ['200 g noodles', '1 tbsp soy sauce'],
      instructions: ['Noodles', 'Boil the noodles.', 'Toss with the soy sauce.'],
    });
    expect(noodles?.image).toMatch(/\.webp$/);
    expect(noodles?.description).toBe(['A quick weeknight dish.', 'Tools: Wok'].join('\n\n'));
    expect(noodles).toMatchObject({
      tags: ['Dinner', 'quick', 'weeknight'],
      sourceUrl: 'https://example.org/recipes/quick',
      totalTime: '30 min',
      nutrition: { calories: '450 kcal', fat: '12 g', protein: null },
    });
    const brulee = recipes.find((r) => r.title.startsWith('Crème'));
    expect(brulee).toMatchObject({
      title: 'Crème brûlée – €2 a pot',
      servings: 6,
      image: null,
      instructions: ['Bake in a bain-marie.'],
    });
    expect(brulee?.description).toContain('Yield: 6 ramekins');
  });

  it('reads a Tandoor export of recipe zips', async () => {
    const user = await cook();
    const archive = await tandoorExport([
      {
        id: 1,
        json: tandoorRecipeJson('Tarka dal'),
        image: await solidPhoto('png', 400, 300),
        imageName: 'image.png',
      },
      { id: 2, json: '{ this is not json' },
    ]);
    expect((await importFile(user, archive)).json()).toEqual({
      imported: 1,
      skipped: 0,
      refused: [{ title: '2', reason: 'recipe.json is not valid JSON' }],
    });
    const [dal] = await mine(user);
    expect(dal).toMatchObject({
      title: 'Tarka dal',
      prepTime: '20 min',
      cookTime: '1 hr 10 min',
      servings: 4,
      ingredients: [
        'Tadka',
        '2 tbsp ghee',
        '1.5 tsp cumin seeds, whole',
        'For the dal',
        '250 g red lentils',
        'salt, to taste',
      ],
      instructions: [
        'Tadka',
        'Heat the ghee.',
        'Fry the cumin until it crackles.',
        'Simmer the lentils for an hour.',
      ],
    });
    expect(dal).toMatchObject({
      description: 'Slow Sunday dal.',
      tags: ['indian', 'lentils'],
      sourceUrl: 'https://example.net/dal',
    });
    expect(dal?.image).toMatch(/\.webp$/);
  });

  it('reads a schema.org .json: one recipe, a list, or a graph, with entities and a BOM', async () => {
    const user = await cook();
    const one = nextcloudRecipeJson('Mac &amp; Cheese', {
      recipeIngredient: ['200 g macaroni', '100 g cheddar'],
    });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(one))]);
    expect((await importFile(user, bom)).json()).toEqual({ imported: 1, skipped: 0, refused: [] });
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', name: 'Not a recipe' },
        nextcloudRecipeJson('Graph stew', {
          image: { '@type': 'ImageObject', url: 'https://example.org/stew.jpg' },
        }),
      ],
    };
    expect((await importFile(user, Buffer.from(JSON.stringify(graph)))).json()).toEqual({
      imported: 1,
      skipped: 0,
      refused: [],
    });
    const list = [
      nextcloudRecipeJson('First of two'),
      { ...nextcloudRecipeJson('Second of two'), recipeIngredient: [] },
    ];
    expect((await importFile(user, Buffer.from(JSON.stringify(list)))).json()).toEqual({
      imported: 1,
      skipped: 0,
      refused: [{ title: 'Second of two', reason: 'At least one ingredient is required' }],
    });
    const recipes = await mine(user);
    expect(recipes.map((r) => r.title)).toEqual(['Mac & Cheese', 'Graph stew', 'First of two']);
    // A photo address is kept as text, never fetched.
    expect(recipes[1]?.description).toContain('Photo: https://example.org/stew.jpg');
  });
});
