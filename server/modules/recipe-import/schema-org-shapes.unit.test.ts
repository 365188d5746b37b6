import { describe, expect, it } from 'vitest';
import { RECIPE_LIMITS, recipeInputSchema } from '../../../contracts/recipes.js';
import { clip } from '../../text.js';
import { recipeFromHtml } from './recipe-from-page.js';
import { stepsFromText } from './recipe-steps.js';
import { type RecipeDraft, servingsOf } from './schema-org.js';

// The odd shapes sites write in a recipe's fields, recipeYield as servings, and clipping to the
// create form's limits. Whole saved pages are in schema-org.unit.test.ts.

const PAGE = new URL('https://cooks.example.org/recipes/winter/stew/');

/** A page holding one JSON-LD block. */
const ldPage = (json: unknown) =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(json)}</script></head><body></body></html>`;
const recipe = (fields: Record<string, unknown>) =>
  recipeFromHtml(
    ldPage({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Soup', ...fields }),
    PAGE,
  ) as RecipeDraft;

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
