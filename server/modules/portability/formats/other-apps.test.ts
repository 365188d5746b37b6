import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../../../contracts/recipes.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../../test/harness.js';
import { solidPhoto } from '../../../test/photos.js';
import { importForm } from '../portability-fixtures.js';
import {
  chowdownExport,
  htmlExport,
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
import {
  CHOWDOWN_FILES,
  COPY_ME_THAT_HTML,
  MY_RECIPE_BOX_ROWS,
  PLAN_TO_EAT_ROWS,
  RECIPE_KEEPER_HTML,
  toCsv,
} from './format-fixtures.js';

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

  it('reads a Plan to Eat CSV: multi-line quoted cells, headings, extras, a row without a title', async () => {
    const user = await cook();
    const csv = Buffer.from(toCsv(PLAN_TO_EAT_ROWS));
    expect((await importFile(user, csv)).json()).toEqual({
      imported: 3,
      skipped: 0,
      refused: [{ title: 'Recipe 3', reason: 'Row 5 has no title' }],
    });
    const [tikka, brulee, rice] = await mine(user);
    expect(tikka).toMatchObject({
      title: 'Chicken Tikka Masala',
      prepTime: '20 minutes',
      cookTime: '35 min',
      servings: 4,
      image: null,
      isPublic: false,
      ingredients: [
        'FOR THE MARINADE',
        '600 g chicken thighs, boneless, in 3 cm pieces',
        '150 g plain yoghurt',
        '1 tsp garam masala',
        'For the sauce:',
        '2 tbsp ghee',
        '1 onion, finely chopped',
        '400 g tin crushed tomatoes',
        '150 ml double cream',
        'Salt & pepper',
      ],
      instructions: [
        'Stir the chicken into the yoghurt and garam masala; leave 15 minutes.',
        'Grill the chicken until charred at the edges.',
        'Soften the onion in the ghee, add the tomatoes and simmer 15 minutes.',
        'Stir in the cream and the chicken and heat through.',
      ],
    });
    expect(tikka?.description).toBe(
      [
        'A weeknight curry: yoghurt-marinated chicken in a mild, creamy tomato sauce.',
        'Total time: 55 min',
        'Source: Grandma’s binder',
        'Source URL: https://recipes.example.net/tikka-masala',
        'Main ingredient: Chicken',
        'Tags: Indian, Curry, Weeknight',
        'Notes: Freezes well.\nUse thighs, not breast.',
        'Nutrition: Calories: 520\nProtein: 38 g',
        // An address is kept as text, never fetched.
        'Photo: https://recipes.example.net/tikka.jpg',
      ].join('\n\n'),
    );
    expect(brulee).toMatchObject({
      title: '“Crème brûlée” à l’ancienne',
      servings: 6,
      description: 'Servings: Serves 6-8',
    });
    expect(rice?.instructions).toEqual([
      'Rinse the rice.',
      'Simmer, covered, 12 minutes.',
      'Rest 5 minutes.',
    ]);
    // Zipped, it is the same export: every recipe an exact duplicate now.
    const zipped = await zip({ 'plan_to_eat_recipes.csv': toCsv(PLAN_TO_EAT_ROWS) });
    expect((await importFile(user, zipped)).json()).toEqual({
      imported: 0,
      skipped: 3,
      refused: [{ title: 'Recipe 3', reason: 'Row 5 has no title' }],
    });
    expect(spooled()).toEqual([]);
  });

  it('reads a MyRecipeBox CSV in Windows-1252, as it is or zipped', async () => {
    const user = await cook();
    const csv = windows1252(toCsv(MY_RECIPE_BOX_ROWS));
    expect(csv.includes(Buffer.from('—'))).toBe(false);
    expect((await importFile(user, csv)).json()).toEqual({
      imported: 2,
      skipped: 0,
      refused: [{ title: 'Recipe 2', reason: 'Row 3 has no title' }],
    });
    const [cake, bread] = await mine(user);
    expect(cake).toMatchObject({
      title: 'Lemon Drizzle Cake',
      prepTime: '15 min',
      cookTime: '45 min',
      servings: 12,
      ingredients: [
        '225 g butter, softened',
        '225 g caster sugar',
        '4 eggs',
        '225 g self-raising flour',
        'Zest of 2 lemons',
        'Drizzle:',
        'Juice of 2 lemons',
        '85 g granulated sugar',
      ],
      instructions: [
        'Heat the oven to 180 °C and line a loaf tin.',
        'Cream the butter and sugar, beat in the eggs, then fold in the flour and zest.',
        'Bake 45 minutes.',
        'Mix the juice and sugar and spoon it over the warm cake.',
      ],
    });
    expect(cake?.description).toBe(
      [
        'Moist, sharp and sticky — the one everybody asks for.',
        'Servings: 12 slices',
        'Source: Mary’s notebook',
        'Source URL: https://bakes.example.org/lemon-drizzle',
        'Categories: Baking, Cakes',
        'Rating: 5',
        'Notes: Best the next day.',
        'Difficulty: Easy',
      ].join('\n\n'),
    );
    expect(bread).toMatchObject({ title: 'Pão de Queijo', cookTime: '25 min', servings: null });
    const other = await cook();
    const zipped = await zip({ 'export/MyRecipeBox.csv': csv, 'export/.DS_Store': 'junk' });
    expect((await importFile(other, zipped)).json()).toMatchObject({ imported: 2 });
  });

  it('reads a Chowdown zip: front matter lists, the body, photos under images/ or beside', async () => {
    const user = await cook();
    const archive = await chowdownExport(CHOWDOWN_FILES, {
      'images/margherita pizza.jpg': jpeg,
      '_recipes/tomato-sauce.jpg': await solidPhoto('png', 300, 300),
    });
    expect((await importFile(user, archive)).json()).toEqual({
      imported: 2,
      skipped: 0,
      refused: [
        {
          title: '_recipes/no-title.md',
          reason: '_recipes/no-title.md has no title in its front matter',
        },
        {
          title: '_recipes/broken.md',
          reason: '_recipes/broken.md: front matter line 3: anchors are not supported',
        },
      ],
    });
    const [pizza, sauce] = await mine(user);
    expect(pizza).toMatchObject({
      title: 'Pizza Margherita',
      prepTime: '20 min',
      cookTime: '10 min',
      servings: 2,
      ingredients: [
        '1 ball pizza dough',
        'For the topping:',
        '125 g mozzarella, torn',
        'a few basil leaves',
        '2 tbsp olive oil: the good one',
      ],
      instructions: [
        'Heat the oven as hot as it goes, with a stone inside, for 45 minutes.',
        'Stretch the dough, spread the sauce and scatter the mozzarella over it, leaving a rim.',
        'Bake 8–10 minutes, then add the basil and the oil.',
      ],
    });
    expect(pizza?.description).toContain('Made with: Pizza Dough, Tomato Sauce');
    expect(pizza?.description).toContain('Tags: dinner, pizza, italian, vegetarian');
    expect(pizza?.description).toContain('Photo credit: https://photos.example.com/u/ada');
    expect(pizza?.image).toMatch(/\.webp$/);
    expect(
      stored(pizza?.image ?? '')
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    expect(sauce).toMatchObject({
      title: "Nonna's Tomato Sauce",
      servings: 4,
      description: 'Tags: component\n\nServing tip: Freeze in jars.',
    });
    expect(sauce?.image).toMatch(/\.webp$/);
  });

  it('reads a Copy Me That export: recipes.html and images/, a photo that is not one noted', async () => {
    const user = await cook();
    const archive = await htmlExport(COPY_ME_THAT_HTML, {
      'images/shakshuka.jpg': jpeg,
      'images/apple crumble.jpg': Buffer.from('not a photo'),
    });
    expect((await importFile(user, archive)).json()).toEqual({
      imported: 2,
      skipped: 0,
      refused: [
        { title: 'Recipe 3', reason: 'Recipe 3 in recipes.html has no title' },
        { title: 'Toast', reason: 'At least one ingredient is required' },
      ],
      notes: [
        {
          title: 'Apple Crumble “à la française”',
          reason: 'Imported without its photo. Its photo is not a photo Simmer can read',
        },
      ],
    });
    const [shakshuka, crumble] = await mine(user);
    expect(shakshuka).toMatchObject({
      title: 'Shakshuka & Feta',
      prepTime: '10 mins',
      cookTime: '25 mins',
      servings: 4,
      ingredients: [
        'For the sauce:',
        '2 tbsp olive oil',
        '1 red pepper, sliced',
        '½ tsp cumin & 1 tsp paprika',
        '400 g tin tomatoes',
        'To finish:',
        '4 eggs',
        '50 g feta',
      ],
      instructions: [
        'Soften the pepper in the oil, 8 minutes.',
        'Add the spices, then the tomatoes; simmer 10 minutes.',
        'Make 4 wells, crack in the eggs, cover and cook 6–8 minutes.',
        'Crumble over the feta.',
      ],
    });
    expect(shakshuka?.description).toBe(
      [
        'Eggs poached in a spiced tomato and pepper sauce.\nBrunch for a crowd.',
        'Source: https://food.example.com/shakshuka?utm=x&ref=cmt',
        'Tags: Brunch, Vegetarian',
        'Rating: 4',
        'Made this: Made this 3 times',
        'Notes: Harissa instead of paprika is good.\nDon’t skip the feta.',
      ].join('\n\n'),
    );
    expect(shakshuka?.image).toMatch(/\.webp$/);
    expect(crumble).toMatchObject({
      title: 'Apple Crumble “à la française”',
      image: null,
      ingredients: [
        '6 Bramley apples',
        '2 tbsp sugar',
        'For the crumble',
        '150 g flour',
        '100 g cold butter',
        '75 g demerara',
      ],
    });
  });

  it('reads a Recipe Keeper export in a folder, microdata and nutrition included, a missing photo noted', async () => {
    const user = await cook();
    const html = RECIPE_KEEPER_HTML.replace(
      '<td></td>',
      '<td><img src="images/gone.jpg" class="recipe-photo"></td>',
    );
    const archive = await htmlExport(
      html,
      { 'images/4b1e7c02-pie.jpg': jpeg },
      'RecipeKeeper_2024-05-01/',
    );
    expect((await importFile(user, archive)).json()).toEqual({
      imported: 2,
      skipped: 0,
      refused: [
        { title: 'Recipe 3', reason: 'Recipe 3 in recipes.html has no title' },
        { title: 'Boiled Egg', reason: 'At least one ingredient is required' },
      ],
      notes: [
        {
          title: '“Soupe à l’oignon”',
          reason: 'Imported without its photo. Its photo images/gone.jpg is not in the export',
        },
      ],
    });
    const [pie, soup] = await mine(user);
    expect(pie).toMatchObject({
      title: 'Chicken & Leek Pie',
      prepTime: '30 min',
      cookTime: '1 hr 5 min',
      servings: 6,
      ingredients: [
        'Filling:',
        '800 g chicken thighs',
        '3 leeks, sliced',
        '300 ml chicken stock',
        '150 ml crème fraîche',
        'PASTRY',
        '500 g puff pastry',
        '1 egg, beaten',
      ],
      instructions: [
        'Brown the chicken and set aside.',
        'Soften the leeks, add the stock and the chicken, simmer 20 minutes.',
        'Stir in the crème fraîche, tip into a dish and cover with the pastry.',
        'Brush with egg and bake 35–40 minutes at 200 °C.',
      ],
    });
    expect(pie?.description).toBe(
      [
        'Course: Main Course',
        'Categories: Chicken, Pies',
        'Source: Sunday lunch book, p. 112',
        'Rating: 5',
        'Favourite: yes',
        'Notes: Freeze before baking.\nUse leftover roast chicken if you have it.',
        'Nutrition: Serving size: 1 slice, Calories: 610, Total fat: 38g, Protein: 31g',
      ].join('\n\n'),
    );
    expect(pie?.image).toMatch(/\.webp$/);
    expect(soup).toMatchObject({ title: '“Soupe à l’oignon”', servings: 4, image: null });
  });

  it('tells each export apart by its contents, and reads it as the format field says', async () => {
    const user = await cook();
    const formatOf = async (file: Buffer, format?: string) =>
      (await importFile(user, file, format ? { format } : {})).json();
    // Recipe Keeper's recipes.html is not Copy Me That's, though both are called the same.
    expect(await formatOf(await htmlExport(RECIPE_KEEPER_HTML), 'recipekeeper')).toMatchObject({
      imported: 2,
    });
    expect(await formatOf(await htmlExport(RECIPE_KEEPER_HTML))).toMatchObject({ skipped: 2 });
    expect(await formatOf(await htmlExport(COPY_ME_THAT_HTML), 'copymethat')).toMatchObject({
      imported: 2,
    });
    expect(await formatOf(await htmlExport(COPY_ME_THAT_HTML))).toMatchObject({ skipped: 2 });
    const chowdown = await chowdownExport(CHOWDOWN_FILES, {});
    expect(await formatOf(chowdown, 'chowdown')).toMatchObject({ imported: 2 });
    expect(await formatOf(chowdown)).toMatchObject({ skipped: 2 });
    const planToEat = Buffer.from(toCsv(PLAN_TO_EAT_ROWS));
    expect(await formatOf(planToEat, 'plantoeat')).toMatchObject({ imported: 3 });
    expect(await formatOf(planToEat)).toMatchObject({ skipped: 3 });
    const myRecipeBox = Buffer.from(toCsv(MY_RECIPE_BOX_ROWS));
    expect(await formatOf(myRecipeBox, 'myrecipebox')).toMatchObject({ imported: 2 });
    expect(await formatOf(myRecipeBox)).toMatchObject({ skipped: 2 });
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
    // A CSV whose header could be either app's is read as the one named.
    const either = Buffer.from('title,ingredients,directions,instructions\nBroth,water,Boil.,\n');
    const csv = await importFile(user, either, { format: 'plantoeat' });
    expect(csv.json()).toEqual({ imported: 1, skipped: 0, refused: [] });
    const plain = await importFile(user, either);
    expect([plain.statusCode, plain.json().message]).toEqual([
      422,
      expect.stringMatching(/^Simmer cannot tell what this file is\./),
    ]);
    const keeper = await htmlExport(RECIPE_KEEPER_HTML);
    const asCopyMeThat = await importFile(user, keeper, { format: 'copymethat' });
    expect([asCopyMeThat.statusCode, asCopyMeThat.json().message]).toEqual([
      422,
      'This is not a Copy Me That export: it has no recipes.html holding its recipes',
    ]);
    const notCsv = await importFile(user, Buffer.from('{"name": "Soup"}'), {
      format: 'myrecipebox',
    });
    expect([notCsv.statusCode, notCsv.json().message]).toEqual([
      422,
      'This is not a MyRecipeBox export: its first row names no Title column',
    ]);
    const unknown = await importFile(user, nextcloud, { format: 'cookbook3000' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      422,
      'Importing "cookbook3000" files is not supported yet',
    ]);
    expect(spooled()).toEqual([]);
  });
});
