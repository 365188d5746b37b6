import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../../../contracts/recipes.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../../test/harness.js';
import { solidPhoto } from '../../../test/photos.js';
import { importForm } from '../portability-fixtures.js';
import {
  mealieExport,
  mealieRecipe,
  nextcloudRecipe,
  paprikaExport,
  paprikaRecipe,
  soupForPaprika,
  tandoorExport,
  tandoorRecipe,
  windows1252,
  zip,
} from './fixtures/make-fixtures.js';

// Issue 14: other apps' exports through the same POST /api/import (decision 031).

describe('importing other apps’ exports', () => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ IMPORT_MAX_MB: '4' });
    jpeg = await solidPhoto('jpeg', 900, 600);
  });
  afterAll(() => t.close());

  const cook = () => signUp(t.app, { database: t.database });
  const importFile = (
    user: SignedInUser,
    file: Buffer,
    fields: Record<string, string> = {},
    headers: object = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: importForm(file, fields),
      headers: { cookie: user.cookie, ...headers },
    });
  /** The cook's recipes, oldest first, each whole (the list holds cards). */
  const mine = async (user: SignedInUser) => {
    const headers = { cookie: user.cookie };
    const cards = (await t.app.inject({ url: '/api/recipes?sort=oldest', headers })).json<
      Recipe[]
    >();
    return Promise.all(
      cards.map(async (card) =>
        (await t.app.inject({ url: `/api/recipes/${card.id}`, headers })).json<Recipe>(),
      ),
    );
  };
  const stored = (url: string) =>
    readFileSync(join(t.config.dataDir, 'uploads', url.replace('/uploads/', '')));
  const spooled = () => {
    const dir = join(t.config.dataDir, 'tmp');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('reads a Paprika export: headings, steps, times, extras in the description, the photo', async () => {
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
      [
        'Sweet tomatoes, roasted until they blister.',
        'Notes: Freezes well for a month.',
        'Total time: 1 hr',
        'Nutrition: Calories: 180',
        'Source: Grandma',
        'Source URL: https://example.com/tomato-soup',
        'Categories: Soups, Vegetarian',
        'Rating: 4/5',
      ].join('\n\n'),
    );
    // Through the media pipeline: re-encoded as WebP, not the JPEG as it came.
    expect(soup?.image).toMatch(/\.webp$/);
    const photo = stored(soup?.image ?? '');
    expect(photo.subarray(8, 12).toString()).toBe('WEBP');
    expect(photo.equals(jpeg)).toBe(false);
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

  it('skips exact duplicates only, refuses a bad recipe alone, and keeps a recipe whose photo is not one', async () => {
    const user = await cook();
    await importFile(user, await paprikaExport([soupForPaprika(null)]));
    const archive = await paprikaExport([
      soupForPaprika(null),
      {
        ...soupForPaprika(null),
        name: 'Roast Tomato Soup &amp; Basil',
        directions: 'Heat a tin of soup.',
        uid: 'other',
      } as never,
      { name: 'No ingredients at all', ingredients: '  \n ', directions: 'Nothing to do.' },
      {
        name: 'Pretend photo',
        ingredients: 'water',
        directions: 'Boil.',
        photo_data: Buffer.from('not a photo').toString('base64'),
      },
    ]);
    const response = await importFile(user, archive);
    expect(response.json()).toEqual({
      imported: 2,
      skipped: 1,
      refused: [{ title: 'No ingredients at all', reason: 'At least one ingredient is required' }],
      // Imported, so not among the refusals: a note says what was left behind.
      notes: [
        {
          title: 'Pretend photo',
          reason: 'Imported without its photo. Its photo is not a photo Simmer can read',
        },
      ],
    });
    const titles = (await mine(user)).map((recipe) => [
      recipe.title,
      recipe.instructions[0],
      recipe.image,
    ]);
    expect(titles).toEqual([
      ['Roast Tomato Soup & Basil', 'Roast the tomatoes at 200°C for 40 minutes.', null],
      ['Roast Tomato Soup & Basil', 'Heat a tin of soup.', null],
      ['Pretend photo', 'Boil.', null],
    ]);
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
      'Recipes/Four.paprikarecipe': paprikaRecipe({
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

  it('streams progress lines for a Paprika export', async () => {
    const user = await cook();
    const archive = await paprikaExport(
      Array.from({ length: 5 }, (_, n) => ({
        name: `Dish ${n}`,
        ingredients: 'salt',
        directions: 'Cook.',
      })),
    );
    const response = await importFile(user, archive, {}, { accept: 'application/x-ndjson' });
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({ done: 0, total: 5 });
    expect(lines.at(-1)).toEqual({ done: 5, total: 5, imported: 5, skipped: 0, refused: [] });
  });

  it('reads a Nextcloud Cookbook zip, Windows-1252 text and sections included', async () => {
    const user = await cook();
    const archive = await zip({
      'Stir-fried noodles/recipe.json': JSON.stringify(nextcloudRecipe('Stir-fried noodles')),
      'Stir-fried noodles/full.jpg': jpeg,
      'Stir-fried noodles/thumb.jpg': jpeg,
      'Crème brûlée/recipe.json': windows1252(
        JSON.stringify(
          nextcloudRecipe('Crème brûlée – €2 a pot', {
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
    expect(noodles?.description).toBe(
      [
        'A quick weeknight dish.',
        'Total time: 30 min',
        'Source: https://example.org/recipes/quick',
        'Category: Dinner',
        'Keywords: quick, weeknight',
        'Tools: Wok',
        'Nutrition: calories 450 kcal, fat 12 g',
      ].join('\n\n'),
    );
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
        json: tandoorRecipe('Tarka dal'),
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
    expect(dal?.description).toBe(
      ['Slow Sunday dal.', 'Keywords: lentils, indian', 'Source: https://example.net/dal'].join(
        '\n\n',
      ),
    );
    expect(dal?.image).toMatch(/\.webp$/);
  });

  it('reads a Mealie export', async () => {
    const user = await cook();
    const archive = await mealieExport([
      { json: mealieRecipe('Brown Butter Cookies'), photo: await solidPhoto('png', 500, 500) },
      {
        json: {
          ...mealieRecipe('Bare cookies'),
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

  it('reads a schema.org .json: one recipe, a list, or a graph, with entities and a BOM', async () => {
    const user = await cook();
    const one = nextcloudRecipe('Mac &amp; Cheese', {
      recipeIngredient: ['200 g macaroni', '100 g cheddar'],
    });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(one))]);
    expect((await importFile(user, bom)).json()).toEqual({ imported: 1, skipped: 0, refused: [] });
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', name: 'Not a recipe' },
        nextcloudRecipe('Graph stew', {
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
      nextcloudRecipe('First of two'),
      { ...nextcloudRecipe('Second of two'), recipeIngredient: [] },
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

  it('takes the format field over detection, and refuses formats it does not read yet', async () => {
    const user = await cook();
    const nextcloud = await zip({ 'soup/recipe.json': JSON.stringify(nextcloudRecipe('Soup')) });
    const asMealie = await importFile(user, nextcloud, { format: 'mealie' });
    expect([asMealie.statusCode, asMealie.json().message]).toEqual([
      422,
      'This is not a Mealie export: it has no recipe folders with <slug>.json',
    ]);
    const asNextcloud = await importFile(user, nextcloud, { format: 'nextcloud' });
    expect(asNextcloud.json()).toEqual({ imported: 1, skipped: 0, refused: [] });
    const csv = await importFile(user, Buffer.from('title,ingredients\nSoup,water\n'), {
      format: 'plantoeat',
    });
    expect([csv.statusCode, csv.json().message]).toEqual([
      422,
      'Importing "plantoeat" files is not supported yet',
    ]);
    const unknown = await importFile(user, nextcloud, { format: 'cookbook3000' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      422,
      'Importing "cookbook3000" files is not supported yet',
    ]);
    expect(spooled()).toEqual([]);
  });
});
