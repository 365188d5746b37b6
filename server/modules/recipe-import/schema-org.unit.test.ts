import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECIPE_LIMITS, recipeInputSchema } from '../../../contracts/recipes.js';
import { clip, type RecipeDraft, recipeFromHtml, servingsOf, stepsFromText } from './schema-org.js';

const PAGE = new URL('https://cooks.example.org/recipes/winter/stew/');
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8');
const read = (name: string, page = PAGE) => recipeFromHtml(fixture(name), page);

/** A page holding one JSON-LD block. */
const ldPage = (json: unknown) =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(json)}</script></head><body></body></html>`;
const recipe = (fields: Record<string, unknown>) =>
  recipeFromHtml(
    ldPage({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Soup', ...fields }),
    PAGE,
  ) as RecipeDraft;

describe('schema.org Recipe from saved pages', () => {
  it('JSON-LD @graph: WebPage, ImageObject, Person and Recipe, with sections of steps', () => {
    expect(read('graph')).toEqual({
      title: 'Winter Beef & Barley Stew',
      description:
        "A slow, thick stew for cold evenings — the barley does the thickening, so there's no flour to brown.",
      prepTime: '25 min',
      cookTime: '2 hr 15 min',
      servings: 6,
      ingredients: [
        '900 g beef chuck, cut into 3 cm cubes',
        '2 tbsp olive oil',
        '1 large onion, diced',
        '3 carrots, sliced',
        '100 g pearl barley',
        '1.5 l beef stock',
        'Salt & pepper',
      ],
      instructions: [
        'Pat the beef dry and season it well.',
        'Heat the oil in a heavy pot and brown the beef in batches. Set aside.',
        'Soften the onion and carrots in the same pot, about 8 minutes.',
        'Return the beef, add the barley and stock, and bring to a boil.',
        'Cover and simmer gently for 2 hours, stirring now and then.',
      ],
      // The ImageObject the recipe names by @id, its relative URL resolved against the page.
      image: 'https://cooks.example.org/photos/stew.jpg',
    });
  });

  it('@type as an array, nested as a WebPage mainEntity; steps as strings; cook time from the total', () => {
    expect(read('type-array')).toEqual({
      title: 'Lemon Ricotta Pancakes',
      description: null,
      prepTime: '10 min',
      cookTime: '20 min',
      servings: 8,
      ingredients: ['250 g ricotta', '3 eggs, separated', 'Zest of 1 lemon', '120 g flour'],
      instructions: [
        'Whisk the ricotta, yolks and lemon zest.',
        'Fold in the flour, then the stiffly beaten whites.',
        'Cook small ladlefuls in a buttered pan, 2 minutes a side.',
      ],
      image: 'https://images.example.org/pancakes-16x9.jpg',
    });
  });

  it('a top-level array of blocks; instructions as one string split into sentences', () => {
    expect(read('one-string')).toEqual({
      title: 'Roast Tomato Soup',
      description: 'Roasting the tomatoes first gives this soup a deep, sweet flavour.',
      prepTime: '15 minutes',
      cookTime: '45 min',
      servings: 4,
      ingredients: [
        '1 kg ripe tomatoes',
        '1 red onion',
        '4 cloves garlic',
        '500 ml vegetable stock',
      ],
      instructions: [
        'Heat the oven to 200°C.',
        'Halve the tomatoes and roast them with the onion and garlic for 30 minutes.',
        'Tip everything into a pan, add the stock and simmer for 15 minutes.',
        'Blend until smooth and season to taste.',
      ],
      image: 'https://cooks.example.org/recipes/winter/stew/images/soup.jpg',
    });
  });

  it('HTML entities in the name; instructions as one string of HTML, numbering dropped', () => {
    const draft = read('html-steps');
    expect(draft?.title).toBe('Mac & Cheese – the "proper" one');
    expect(draft?.servings).toBe(4);
    expect(draft?.cookTime).toBe('1 hr');
    expect(draft?.instructions).toEqual([
      'Cook the macaroni until just tender.',
      'Melt the butter, stir in the flour & cook for a minute.',
      'Whisk in the milk',
      'and simmer until thick.',
      'Stir in the cheese and the macaroni.',
    ]);
    expect(draft?.image).toBeNull();
  });

  it('microdata only: nested HowToSteps, times from datetime and content, a lazy image', () => {
    expect(read('microdata')).toEqual({
      title: 'Brown Butter Chocolate Chip Cookies',
      description:
        'Chewy in the middle, crisp at the edges. Browning the butter adds a toffee note.',
      prepTime: '20 min',
      cookTime: '12 min',
      servings: 24,
      ingredients: [
        '170 g butter, browned and cooled',
        '200 g light brown sugar',
        '1 egg & 1 yolk',
        '250 g flour',
        '200 g dark chocolate, chopped',
      ],
      instructions: [
        'Beat the browned butter with the sugar until glossy.',
        'Beat in the egg and yolk, then fold in the flour and chocolate.',
        'Chill the dough for 30 minutes, then bake at 180 °C for 12 minutes.',
      ],
      image: 'https://cooks.example.org/recipes/winter/img/cookies.jpg',
    });
  });

  it('a page without a recipe: null', () => {
    expect(read('no-recipe')).toBeNull();
    expect(recipeFromHtml('', PAGE)).toBeNull();
    expect(recipeFromHtml('<p>Just text &amp; a list<ul><li>one</ul>', PAGE)).toBeNull();
  });

  it('a broken JSON-LD block is passed over for the good one after it', () => {
    expect(read('broken-then-good')).toEqual({
      title: 'Quick Pickled Red Onions',
      // A raw line break inside a JSON string, read leniently.
      description: 'Bright pink, sharp and sweet. Ready in half an hour.',
      prepTime: '10 min',
      cookTime: null,
      servings: 1,
      ingredients: [
        '1 red onion, thinly sliced',
        '120 ml cider vinegar',
        '1 tbsp sugar',
        '1 tsp salt',
      ],
      instructions: [
        'Pack the onion into a clean jar.',
        'Stir the vinegar, sugar and salt with 120 ml hot water until dissolved, pour over the onion and leave for 30 minutes.',
      ],
      image: null,
    });
  });

  it('every fixture with a recipe gives a draft the create form takes as it is', () => {
    for (const name of [
      'graph',
      'type-array',
      'one-string',
      'html-steps',
      'microdata',
      'broken-then-good',
    ]) {
      const draft = read(name) as RecipeDraft;
      const { image: _image, ...values } = draft;
      expect(recipeInputSchema.safeParse(values).success, name).toBe(true);
    }
  });
});

describe('recipeYield as servings', () => {
  it.each([
    [4, 4],
    [2.6, 3],
    ['4', 4],
    ['4 servings', 4],
    ['Serves 4-6', 4],
    ['Makes 12 cookies', 12],
    [['4', '4 servings'], 4],
    [['', 'about 6 people'], 6],
    [{ '@type': 'QuantitativeValue', value: 10 }, 10],
    ['<span>8</span> portions', 8],
  ])('%j → %j', (value, servings) => {
    expect(servingsOf(value)).toBe(servings);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['a big pot'],
    [0],
    ['0'],
    [-2],
    ['1500 cookies'],
    [{}],
    [[]],
  ])('%j → null', (value) => {
    expect(servingsOf(value)).toBeNull();
  });
});

describe('odd shapes sites write', () => {
  it('an ImageObject list, a contentUrl, an image that is not http', () => {
    expect(recipe({ image: [{ '@type': 'ImageObject', url: '/a.jpg' }, '/b.jpg'] }).image).toBe(
      'https://cooks.example.org/a.jpg',
    );
    expect(recipe({ image: { contentUrl: '//cdn.example.org/c.webp' } }).image).toBe(
      'https://cdn.example.org/c.webp',
    );
    expect(recipe({ image: ['javascript:alert(1)', 'ftp://x/y.jpg'] }).image).toBeNull();
    expect(recipe({ image: ['data:image/png;base64,AAAA', '/d.jpg'] }).image).toBe(
      'https://cooks.example.org/d.jpg',
    );
  });

  it('steps: an ItemList, HowToSteps with only a name, steps referenced by @id, empty ones', () => {
    expect(
      recipe({
        recipeInstructions: {
          '@type': 'ItemList',
          itemListElement: [
            { '@type': 'HowToStep', name: 'Boil the water.' },
            { '@type': 'HowToStep', text: '' },
            { '@type': 'HowToStep', text: '<p>Add the pasta &amp; salt.</p>' },
          ],
        },
      }).instructions,
    ).toEqual(['Boil the water.', 'Add the pasta & salt.']);
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Recipe',
          name: 'Tea',
          recipeIngredient: ['1 tea bag'],
          recipeInstructions: [{ '@id': '#step-1' }, { '@id': '#step-2' }],
        },
        { '@type': 'HowToStep', '@id': '#step-1', text: 'Boil the kettle.' },
        { '@type': 'HowToStep', '@id': '#step-2', text: 'Steep for 4 minutes.' },
      ],
    };
    expect(recipeFromHtml(ldPage(graph), PAGE)?.instructions).toEqual([
      'Boil the kettle.',
      'Steep for 4 minutes.',
    ]);
  });

  it('steps as a list of strings: each its own step, however many sentences it has', () => {
    expect(
      recipe({
        recipeInstructions: [
          'Brown the beef. Set it aside.',
          '2. Soften the onion.\nAdd the stock.',
        ],
      }).instructions,
    ).toEqual(['Brown the beef. Set it aside.', 'Soften the onion.', 'Add the stock.']);
    // One string in a list is the whole method, as microdata gives a block of text.
    expect(recipe({ recipeInstructions: ['Brown the beef. Set it aside.'] }).instructions).toEqual([
      'Brown the beef.',
      'Set it aside.',
    ]);
  });

  it('prefers the first recipe with ingredients or steps over an empty one', () => {
    const page = ldPage([
      { '@type': 'Recipe', name: 'Teaser' },
      { '@type': 'Recipe', name: 'The real one', recipeIngredient: ['salt'] },
    ]);
    expect(recipeFromHtml(page, PAGE)?.title).toBe('The real one');
  });

  it('a recipe without a name takes the page title', () => {
    const page =
      '<html><head><title> Nameless  bread </title><script type="application/ld+json">' +
      '{"@type":"Recipe","recipeIngredient":["flour"]}</script></head></html>';
    expect(recipeFromHtml(page, PAGE)?.title).toBe('Nameless bread');
  });

  it('clips every field to the create form limits', () => {
    const long = (n: number) => 'x'.repeat(n + 50);
    const draft = recipe({
      name: long(RECIPE_LIMITS.title),
      description: long(RECIPE_LIMITS.description),
      prepTime: long(RECIPE_LIMITS.time),
      recipeIngredient: Array.from(
        { length: 150 },
        (_, i) => `${i} ${long(RECIPE_LIMITS.ingredient)}`,
      ),
      recipeInstructions: Array.from({ length: 150 }, () => long(RECIPE_LIMITS.instruction)),
    });
    expect(draft.title).toHaveLength(RECIPE_LIMITS.title);
    expect(draft.title.endsWith('…')).toBe(true);
    expect(draft.description).toHaveLength(RECIPE_LIMITS.description);
    expect(draft.prepTime).toHaveLength(RECIPE_LIMITS.time);
    expect(draft.ingredients).toHaveLength(RECIPE_LIMITS.ingredients);
    expect(draft.ingredients[0]).toHaveLength(RECIPE_LIMITS.ingredient);
    expect(draft.instructions).toHaveLength(RECIPE_LIMITS.instructions);
    const { image: _image, ...values } = draft;
    expect(recipeInputSchema.safeParse(values).success).toBe(true);
  });

  it('clips without splitting a character in two', () => {
    expect(clip('ab😀cd', 4)).toBe('ab…');
    expect(clip('short', 10)).toBe('short');
  });

  it('splits one text into steps by lines, else by sentences', () => {
    expect(stepsFromText('Mix.\n\n2) Bake.\nStep 3 - Cool.')).toEqual(['Mix.', 'Bake.', 'Cool.']);
    expect(stepsFromText('Add 1 tsp. salt and stir. Serve hot!')).toEqual([
      'Add 1 tsp. salt and stir.',
      'Serve hot!',
    ]);
    expect(stepsFromText('Bake at 350 degrees for 20 minutes')).toEqual([
      'Bake at 350 degrees for 20 minutes',
    ]);
  });
});
