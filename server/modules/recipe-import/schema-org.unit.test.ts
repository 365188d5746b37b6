import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recipeInputSchema } from '../../../contracts/recipes.js';
import { recipeFromHtml } from './recipe-from-page.js';
import type { RecipeDraft } from './schema-org.js';

// Saved pages in server/test/fixtures/pages/: JSON-LD in its shapes, microdata, pages without a recipe. The odd
// shapes of single fields, yields and clipping are in schema-org-shapes.unit.test.ts.

const PAGE = new URL('https://cooks.example.org/recipes/winter/stew/');
const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/pages/${name}.html`, import.meta.url), 'utf8');
const read = (name: string, page = PAGE) => recipeFromHtml(fixture(name), page);

describe('schema.org Recipe from saved pages', () => {
  it('JSON-LD @graph: WebPage, ImageObject, Person and Recipe, with sections of steps', () => {
    expect(read('graph')).toMatchObject({
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
        // A section's name leads its first step.
        'Brown the beef: Pat the beef dry and season it well.',
        'Heat the oil in a heavy pot and brown the beef in batches. Set aside.',
        'Simmer: Soften the onion and carrots in the same pot, about 8 minutes.',
        'Return the beef, add the barley and stock, and bring to a boil.',
        'Cover and simmer gently for 2 hours, stirring now and then.',
      ],
      // The ImageObject the recipe names by @id, its relative URL resolved against the page.
      image: 'https://cooks.example.org/photos/stew.jpg',
    });
  });

  it('categories, cuisines and keywords as tags; the total time; nutrition per serving', () => {
    const draft = read('graph');
    // One of each, whatever the case, in the tags' order.
    expect(draft?.tags).toEqual(['barley', 'British', 'Main course', 'stew', 'winter warmer']);
    expect(draft?.totalTime).toBe('2 hr 40 min');
    expect(draft?.nutrition).toEqual({
      calories: '512 kcal',
      fat: null,
      saturatedFat: null,
      carbohydrates: null,
      sugar: null,
      fiber: null,
      protein: '38 g',
      sodium: null,
      cholesterol: null,
    });
    expect(read('one-string')).toMatchObject({ tags: [], totalTime: null, nutrition: null });
  });

  it('@type as an array, nested as a WebPage mainEntity; steps as strings; cook time from the total', () => {
    expect(read('type-array')).toMatchObject({
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
    expect(read('one-string')).toMatchObject({
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
    expect(read('microdata')).toMatchObject({
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
        // A step's name that is not its own first words leads it.
        'Eggs: Beat in the egg and yolk, then fold in the flour and chocolate.',
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

  it('JSON-LD as browsers tolerate it (trailing commas, raw line breaks in strings) is read', () => {
    expect(read('broken-then-good')).toMatchObject({
      title: 'Quick Pickled Red Onions',
      // A raw line break inside a JSON string is a line break.
      description: 'Bright pink, sharp and sweet.\nReady in half an hour.',
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
