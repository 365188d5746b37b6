import { describe, expect, it } from 'vitest';
import { RECIPE_LIMITS } from '../../../contracts/recipes.js';
import { ld, readPage as read } from '../../test/recipe-pages.js';
import { tidyIngredient } from './ingredient-line.js';

// How a page's recipe is put together from what it has: structured data first, then a recipe
// plugin's card, then the page's own headings (page-sections.unit.test.ts). Saved pages are in
// schema-org.unit.test.ts.

/** A WP Recipe Maker card, as the plugin marks it up (a checkbox for screen readers included). */
const wprmCard = (lines: string[]) =>
  `<div class="wprm-recipe-container"><div class="wprm-recipe"><ul class="wprm-recipe-ingredients">${lines
    .map(
      (line) =>
        `<li class="wprm-recipe-ingredient"><span class="wprm-checkbox-container"><span class="sr-only">▢ </span></span>${line}</li>`,
    )
    .join(
      '',
    )}</ul><ul class="wprm-recipe-instructions"><li><div class="wprm-recipe-instruction-text">Cook it.</div></li></ul></div></div>`;

describe('a page’s recipe', () => {
  it('reads JSON-LD as browsers tolerate it: trailing commas, comments, raw line breaks', () => {
    const head = `<script type="application/ld+json">
      /* added by the theme */
      {"@type": "Recipe", "name": "Tolerant soup",
       "recipeIngredient": ["1 onion", "2 l water",],
       "recipeInstructions": "Chop.
Boil.",}
    </script>`;
    expect(read('', head)).toMatchObject({
      title: 'Tolerant soup',
      ingredients: ['1 onion', '2 l water'],
      instructions: ['Chop.', 'Boil.'],
    });
  });

  it('reads RDFa when a page has neither JSON-LD nor microdata', () => {
    const body = `<div vocab="https://schema.org/" typeof="Recipe">
      <h1 property="name">Lentil soup</h1>
      <img property="image" src="/img/lentils.jpg" alt="">
      <meta property="schema:totalTime" content="PT45M">
      <ul><li property="recipeIngredient">200 g red lentils</li><li property="recipeIngredient">1 l stock</li></ul>
      <ol>
        <li property="recipeInstructions" typeof="HowToStep"><span property="text">Rinse the lentils.</span></li>
        <li property="recipeInstructions" typeof="HowToStep"><span property="text">Simmer 20 minutes.</span></li>
      </ol>
    </div>`;
    expect(read(body)).toMatchObject({
      title: 'Lentil soup',
      ingredients: ['200 g red lentils', '1 l stock'],
      instructions: ['Rinse the lentils.', 'Simmer 20 minutes.'],
      image: 'https://cooks.example.org/img/lentils.jpg',
      totalTime: '45 min',
    });
    // Steps an item left unclosed took for its own are still the page's only recipe's.
    const unclosed = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Dal</h1>
      <span itemprop="recipeIngredient">200 g lentils</span>
      <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ann</span>
      <ol><li itemprop="recipeInstructions">Rinse the lentils.</li><li itemprop="recipeInstructions">Simmer.</li></ol>
      </div></div>`;
    expect(read(unclosed)?.instructions).toEqual(['Rinse the lentils.', 'Simmer.']);
  });

  it('of several recipes on a page, takes the one its heading names', () => {
    const related = ld({
      name: 'Lemon bars',
      recipeIngredient: ['4 lemons'],
      recipeInstructions: 'Bake.',
    });
    const own = ld({
      name: 'Tomato soup',
      recipeIngredient: ['1 kg tomatoes'],
      recipeInstructions: 'Simmer.',
    });
    expect(read('<h1>Tomato Soup</h1>', related + own)?.title).toBe('Tomato soup');
    // No heading names one: the first.
    expect(read('<h1>Recipes we love</h1>', related + own)?.title).toBe('Lemon bars');
  });

  it('keeps ingredient lines as written, rid of what the page’s machinery added', () => {
    const draft = read(
      '',
      ld({
        name: 'Tidy',
        recipeIngredient: [
          '16 oz (450g) firm tofu',
          '1 medium shallot , thinly sliced',
          '⅓ cups (80ml) extra-virgin olive oil',
          '- 250 g flour',
          '▢ 1 egg',
          '500.0 g chickpeas, cooked',
          '2 tbsp butter ((softened))',
          '1 cup sugar\n2 cups flour',
          '2  \r\nbay leaf',
        ],
        recipeInstructions: 'Mix.',
      }),
    );
    expect(draft?.ingredients).toEqual([
      '16 oz (450g) firm tofu',
      '1 medium shallot, thinly sliced',
      '⅓ cups (80ml) extra-virgin olive oil',
      '250 g flour',
      '1 egg',
      '500 g chickpeas, cooked',
      '2 tbsp butter (softened)',
      // A list's string of several lines is several lines.
      '1 cup sugar',
      '2 cups flour',
      // …but not after an amount alone.
      '2 bay leaf',
    ]);
    // One line that is the whole list, joined by commas, is its lines.
    const joined = read(
      '',
      ld({
        name: 'J',
        recipeIngredient: ['125 ml milk, 1 tsp vinegar, 2 eggs, beaten, 60 ml oil'],
      }),
    );
    expect(joined?.ingredients).toEqual([
      '125 ml milk',
      '1 tsp vinegar',
      '2 eggs, beaten',
      '60 ml oil',
    ]);
    // Entries that are an amount alone start the next entry (a grid made structured data).
    const grid = ['200 g', 'flour', '2', 'eggs', '1 tsp salt', '3 EL', 'Zucker'];
    expect(read('', ld({ name: 'G', recipeIngredient: grid }))?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      '1 tsp salt',
      '3 EL Zucker',
    ]);
    // A decimal that is not a whole number, and a dash inside a line, stay.
    expect(tidyIngredient('1.05 kg beef - cubed')).toBe('1.05 kg beef - cubed');
  });

  it('decodes text a site stored double-encoded ("1Â¼ cups")', () => {
    const draft = read('', ld({ name: 'CrÃ¨me', recipeIngredient: ['1Â¼ cups milk'] }));
    expect(draft).toMatchObject({ title: 'Crème', ingredients: ['1¼ cups milk'] });
  });

  it('takes a plugin card’s lines where the structured data joined them', () => {
    const lines = ['200 g rice', '1 l stock', '1 onion, chopped', '2 tbsp butter', 'salt'];
    const draft = read(
      wprmCard(lines),
      ld({ name: 'Risotto', recipeIngredient: [lines.join(' ')], recipeInstructions: 'Stir.' }),
    );
    expect(draft?.ingredients).toEqual(lines);
    // Where the structured lines are whole, they stay (the card shows the same words).
    const whole = read(
      wprmCard(['1 apple cored']),
      ld({ name: 'Apple', recipeIngredient: ['1 apple (cored)'], recipeInstructions: 'Eat.' }),
    );
    expect(whole?.ingredients).toEqual(['1 apple (cored)']);
  });

  it('takes the amounts the page shows where the structured data left them out', () => {
    const body =
      '<h2>Ingredients</h2><ul><li>4 cl Tequila</li><li>2 cl Triple sec</li><li>2 cl lime juice</li></ul>';
    const draft = read(
      body,
      ld({
        name: 'Margarita',
        recipeIngredient: ['Tequila', 'Triple sec', 'lime juice'],
        recipeInstructions: 'Shake.',
      }),
    );
    expect(draft?.ingredients).toEqual(['4 cl Tequila', '2 cl Triple sec', '2 cl lime juice']);
    // An amount cut at its point ("1." taken for a list's number) is wrong even on one line.
    const lines = ['3 Tbsp olive oil', '1.5 tsp grated ginger', '1 small onion'];
    const cut = ['3 Tbsp olive oil', '5 tsp grated ginger', '1 small onion'];
    const card = read(wprmCard(lines), ld({ name: 'Curry', recipeIngredient: cut }));
    expect(card?.ingredients).toEqual(lines);
    // One structured line that is not the list the page shows under its heading.
    const stub = read(body, ld({ name: 'Margarita', recipeIngredient: ['See the list'] }));
    expect(stub?.ingredients).toEqual(['4 cl Tequila', '2 cl Triple sec', '2 cl lime juice']);
    expect(read(body, ld({ name: 'Margarita', recipeIngredient: cut }))?.ingredients).toEqual(cut);
  });

  it('steps: named steps lead with their name, numbered labels do not; one numbered text splits', () => {
    const draft = read(
      '',
      ld({
        name: 'Steps',
        recipeIngredient: ['1 egg'],
        recipeInstructions: [
          { '@type': 'HowToStep', name: 'Whisk', text: 'Beat the egg.' },
          { '@type': 'HowToStep', name: 'Step 2', text: 'Fry it.' },
          { '@type': 'HowToStep', name: 'Serve it hot', text: 'Serve it hot on toast.' },
          { '@type': 'HowToStep', text: '1. Wash up.2. Dry the pan. 3. Put it away.' },
        ],
      }),
    );
    expect(draft?.instructions).toEqual([
      'Whisk: Beat the egg.',
      'Fry it.',
      'Serve it hot on toast.',
      'Wash up.',
      'Dry the pan.',
      'Put it away.',
    ]);
  });

  it('takes steps under the older or HowTo names when recipeInstructions is missing', () => {
    const older = read(
      '',
      ld({ name: 'Old', recipeIngredient: ['1 egg'], instructions: 'Boil it.' }),
    );
    expect(older?.instructions).toEqual(['Boil it.']);
    const howTo = ld({
      name: 'HowTo',
      recipeIngredient: ['1 egg'],
      step: [{ '@type': 'HowToStep', text: 'Crack it.' }],
    });
    expect(read('', howTo)?.instructions).toEqual(['Crack it.']);
  });

  it('mends JSON its own quotes cut short; reads shown steps and ends them at the tips', () => {
    // A content attribute cut by its own quotes (`content="[{"@type":…`) reads as meant.
    const broken = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Cupcakes</h1>
      <span itemprop="recipeIngredient">200 g flour &amp; salt</span>
      <meta itemprop="recipeInstructions" content="[{"@type":"HowToStep","text":"Heat the oven to 180 °C."},{"@type":"HowToStep","text":"Bake the cakes &amp; cool them."}]"></div>
      <h2>Method</h2><ol><li>Preheat.</li></ol>`;
    expect(read(broken)).toMatchObject({
      ingredients: ['200 g flour & salt'],
      instructions: ['Heat the oven to 180 °C.', 'Bake the cakes & cool them.'],
    });
    const tipped = `<h1>Cupcakes</h1><h2>Ingredients</h2><ul><li>200 g flour</li></ul>
      <h2>Method</h2><ol><li>Preheat the oven.</li><li>Bake the cakes.</li></ol>
      <h3>Buying Tips</h3><p>Any flour will do.</p>`;
    expect(read(tipped)?.instructions).toEqual(['Preheat the oven.', 'Bake the cakes.']);
    // An accordion's folded method, hidden with a screen-reader class until opened.
    const folded = `<h1>Chickpeas</h1><ul><li>300g - dried chickpeas</li><li>3 tbsp - olive oil</li><li>salt</li></ul>
      <p>Method</p><div class="is-visually-hidden"><ol><li>Preheat the oven to 160°C fan.</li></ol></div>`;
    expect(read(folded)?.instructions).toEqual(['Preheat the oven to 160°C fan.']);
    // Shown steps end where the notes start; structured ones keep what the site put there.
    const noted = `<h1>Slice</h1><h2>Ingredients</h2><ul><li>2 zucchini</li></ul><h2>Method</h2>
      <p>Bake for 35 minutes.</p><p>NOTE | the vegetables can be swapped.</p><p>Serve warm.</p>`;
    expect(read(noted)?.instructions).toEqual(['Bake for 35 minutes.']);
    const structuredNote = ld({
      name: 'Slice',
      recipeInstructions: ['Bake for 35 minutes.', 'Note: the vegetables can be swapped.'],
    });
    expect(read('', structuredNote)?.instructions).toHaveLength(2);
  });

  it('splits a step longer than the form takes where its sentences end, keeping its words', () => {
    const sentence = `${'Stir the pot slowly '.repeat(40).trim()}.`;
    const long = Array.from({ length: 5 }, () => sentence).join(' ');
    const draft = read(
      '',
      ld({ name: 'Long', recipeIngredient: ['1 egg'], recipeInstructions: [long, 'Serve.'] }),
    );
    const steps = draft?.instructions ?? [];
    expect(steps.length).toBeGreaterThan(2);
    expect(steps.every((step) => step.length <= RECIPE_LIMITS.instruction)).toBe(true);
    expect(steps.join(' ')).toBe(`${long} Serve.`);
  });

  it('picks the largest of the photos a recipe names', () => {
    const draft = read(
      '',
      ld({
        name: 'Photos',
        recipeIngredient: ['1 egg'],
        image: [
          'https://cooks.example.org/a-500x500.jpg',
          { '@type': 'ImageObject', url: '/b.jpg', width: 1600, height: 900 },
          'https://cooks.example.org/c-480x270.jpg',
        ],
      }),
    );
    expect(draft?.image).toBe('https://cooks.example.org/b.jpg');
    const unsized = read(
      '',
      ld({ name: 'One', recipeIngredient: ['1 egg'], image: ['/x.jpg', '/y.jpg'] }),
    );
    expect(unsized?.image).toBe('https://cooks.example.org/x.jpg');
  });

  it('a recipe without a photo takes the page’s sharing photo; without a name, its heading', () => {
    const draft = read(
      '<h1 class="sr-only">Navigation</h1><h1>Plain soup</h1>',
      `<meta property="og:image" content="https://cdn.example.org/soup.jpg">${ld({ recipeIngredient: ['water'] })}`,
    );
    expect(draft).toMatchObject({ title: 'Plain soup', image: 'https://cdn.example.org/soup.jpg' });
  });
});
