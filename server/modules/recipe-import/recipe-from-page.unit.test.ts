import { describe, expect, it } from 'vitest';
import { RECIPE_LIMITS } from '../../../contracts/recipes.js';
import { tidyIngredient } from './ingredient-line.js';
import { recipeFromHtml } from './recipe-from-page.js';

// How a page's recipe is put together from what it has: structured data first, then a recipe
// plugin's card, then the page's own headings. Saved pages are in schema-org.unit.test.ts.

const PAGE = new URL('https://cooks.example.org/recipes/soup/');
const ld = (recipe: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', ...recipe })}</script>`;
const read = (body: string, head = '') =>
  recipeFromHtml(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, PAGE);

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
  });

  it('reads the page’s headings when it has no structured data, in other languages too', () => {
    const body = `<h1>Apfelkuchen</h1><h2>Zutaten für 12 Stücke</h2>
      <ul><li>200 g Mehl</li><li>3 Äpfel</li></ul>
      <h2>Zubereitung</h2><p>Den Teig rühren.</p><p>Eine Stunde backen.</p><h2>Tipps</h2><p>Warm essen.</p>`;
    expect(
      read(body, '<meta property="og:image" content="/img/kuchen-1200x800.jpg">'),
    ).toMatchObject({
      title: 'Apfelkuchen',
      ingredients: ['200 g Mehl', '3 Äpfel'],
      instructions: ['Den Teig rühren.', 'Eine Stunde backen.'],
      image: 'https://cooks.example.org/img/kuchen-1200x800.jpg',
    });
  });

  it('reads groups headed at the section’s own level, and lines marked with the older name', () => {
    const groups = `<h2>Suroviny</h2><h2>Špízy</h2><ul><li>1,5 kg stehna</li><li>soľ</li></ul>
      <h2>Salsa</h2><ul><li>2 uhorky</li><li>čerstvá mäta</li></ul><h2>Postup</h2><p>Mäso očistíme.</p>`;
    expect(read(groups)?.ingredients).toEqual(['1,5 kg stehna', 'soľ', '2 uhorky', 'čerstvá mäta']);
    // Each line marked `ingredients`, all of them joined in one `recipeIngredient`.
    const microdata = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Schotel</h1>
      <span itemprop="ingredients">600 gram aardappelen</span><span itemprop="ingredients">Zout, peper</span>
      <span itemprop="ingredients">1 bloemkool</span>
      <meta itemprop="recipeIngredient" content="600 gram aardappelen  Zout, peper  1 bloemkool">
      <p itemprop="recipeInstructions">Kook de aardappelen.</p></div>`;
    expect(read(microdata)?.ingredients).toEqual([
      '600 gram aardappelen',
      'Zout, peper',
      '1 bloemkool',
    ]);
  });

  it('reads lines a page set as headings, and a section beside a comments link', () => {
    const headings = `<h4>Ingredients</h4><h5>• 2 tbsp oil</h5><h5>• 50 g butter</h5>
      <h4>Method</h4><p>Heat the oil.</p>`;
    expect(read(headings)?.ingredients).toEqual(['2 tbsp oil', '50 g butter']);
    const beside = `<p>Comments</p><p>Zutaten</p><p>500 g Pute</p><p>1 Zwiebel</p>
      <p>Zubereitung</p><p>Zwiebel würfeln.</p>`;
    expect(read(beside)).toMatchObject({
      ingredients: ['500 g Pute', '1 Zwiebel'],
      instructions: ['Zwiebel würfeln.'],
    });
    expect(
      read('<p>材料：</p><ul><li>4 个 蛋</li></ul><p>做法：</p><p>把烤炉预热。</p>')?.ingredients,
    ).toEqual(['4 个 蛋']);
  });

  it('joins an amount shown on a line of its own to its ingredient', () => {
    const body = `<h2>Υλικά</h2><div><span>2</span><p>αβοκάντο</p></div><div><span>1/2 φλ.</span><p>φέτα</p></div>
      <h2>Εκτέλεση</h2><ol><li>Ψήνουμε.</li></ol>`;
    expect(read(body)?.ingredients).toEqual(['2 αβοκάντο', '1/2 φλ. φέτα']);
    // A page that lists each name before its amount.
    const namesFirst = `<h2>Ingredienser</h2><div><p>Surkål</p><p>400 g</p><p>Ost</p><p>1 dl</p><p>Salt</p></div>
      <h2>Gör så här</h2><p>Blanda.</p>`;
    expect(read(namesFirst)?.ingredients).toEqual(['400 g Surkål', '1 dl Ost', 'Salt']);
    // A serving count before a grid of amounts then names is not a name.
    const grid = `<h2>Ingredients</h2><div><p>2 portion(s)</p><p>½ cup</p><p>popping corn</p><p>5 Slices</p><p>of bacon</p>
      <p>2 cm</p><p>fresh ginger</p></div><h2>Preparation</h2><p>Pop the corn.</p>`;
    expect(read(grid)?.ingredients).toEqual([
      '2 portion(s)',
      '½ cup popping corn',
      '5 Slices of bacon',
      '2 cm fresh ginger',
    ]);
    // A list's few lines that are an amount and a word are ingredients of their own.
    const list = `<h2>Ingredients</h2><ul><li>1 bay leaf</li><li>1 clove</li><li>1 cinnamon stick</li>
      <li>½ tsp cumin</li><li>4 green chillies</li></ul><h2>Method</h2><p>Fry the spices.</p>`;
    expect(read(list)?.ingredients).toHaveLength(5);
    // "Preparation: 25 min" is a time, not the steps' heading.
    const timed = `<h1>Tourte</h1><ul><li>Préparation : 25min</li><li>Cuisson : 50min</li></ul><p>À tester !</p>
      <ul><li>4 feuilles de filo</li><li>200 g de pruneaux</li><li>sel et poivre</li></ul>
      <h2>Etape 1</h2><p>Faites tremper les pruneaux pendant 1 h.</p>`;
    expect(read(timed)).toMatchObject({
      ingredients: ['4 feuilles de filo', '200 g de pruneaux', 'sel et poivre'],
      instructions: ['Faites tremper les pruneaux pendant 1 h.'],
    });
    // A table's row is one line.
    const table = `<h3>Ingredients</h3><table><tr><td>200 g</td><td>flour</td></tr><tr><td>2</td><td>eggs</td></tr></table>
      <h3>Method</h3><p>Mix.</p>`;
    expect(read(table)?.ingredients).toEqual(['200 g flour', '2 eggs']);
  });

  it('finds the parts a page’s headings do not name by their look', () => {
    // Neither named: a list of amounts, its groups, then the method as sentences.
    const neither = `<h1>Tuna Melt</h1><h4>Serves 2</h4><h2>Produce</h2><ul><li>1 red onion</li><li>2 celery stalks</li></ul>
      <h2>Pantry</h2><ul><li>2 cans tuna</li><li>Kosher salt</li></ul>
      <h3>1. Do some prep:</h3><ul><li>Finely chop the onion.</li><li>Slice the celery thinly.</li></ul>
      <h3>2. Make the salad:</h3><ul><li>Stir in the tuna and season it well.</li></ul>
      <h3>Variation</h3><p>Use salmon instead, it works just as well.</p>`;
    expect(read(neither)).toMatchObject({
      title: 'Tuna Melt',
      ingredients: ['1 red onion', '2 celery stalks', '2 cans tuna', 'Kosher salt'],
      instructions: [
        'Do some prep:',
        'Finely chop the onion.',
        'Slice the celery thinly.',
        'Make the salad:',
        'Stir in the tuna and season it well.',
      ],
    });
    // Numbered steps written as paragraphs are not amounts.
    const numbered = `<h1>Carbonara</h1><ul><li>250 g pasta</li><li>2 eggs</li><li>50 g pecorino</li></ul>
      <p>1- Beat the eggs with the cheese.</p><p>2- Cook the pasta and toss it with the eggs.</p>`;
    expect(read(numbered)).toMatchObject({
      ingredients: ['250 g pasta', '2 eggs', '50 g pecorino'],
      instructions: ['Beat the eggs with the cheese.', 'Cook the pasta and toss it with the eggs.'],
    });
    // Only the ingredients named: the sentences after them, past a heading in another language.
    const ingredientsOnly = `<h1>Kuglóf</h1><h2>Ingredients</h2><ul><li>4 eggs</li><li>250 g sugar</li></ul>
      <h2>A recept</h2><p>Separate the eggs and beat the yolks with the sugar until pale.</p>
      <p>Follow us on Instagram!</p>`;
    // Named, its list followed straight by the method's paragraphs.
    const runOn = `<p>Ingredients</p><ul><li>Baby Back Ribs</li><li>1 cup of brown sugar</li></ul>
      <p>Prepare your smoker at 275 degrees.</p><p>Smoke the ribs until they are mahogany.</p>`;
    expect(read(runOn)).toMatchObject({
      ingredients: ['Baby Back Ribs', '1 cup of brown sugar'],
      instructions: [
        'Prepare your smoker at 275 degrees.',
        'Smoke the ribs until they are mahogany.',
      ],
    });
    expect(read(ingredientsOnly)?.instructions).toEqual([
      'Separate the eggs and beat the yolks with the sugar until pale.',
    ]);
    // A heading naming the dish too, a box of times under "Preparación", a long method heading.
    const long = `<p>Preparación</p><p>35 m</p><p>Tiempo total</p><p>1 h 10 m</p>
      <h2>Ingredientes para hacer crema de calabaza con Thermomix</h2><ul><li>500 gr de calabaza</li><li>2 puerros</li></ul>
      <h2>Elaboración de la crema de calabaza con Thermomix</h2><p>Preparar los ingredientes:</p>
      <p>Pela la calabaza y córtala en dados.</p><p>Cocinar en Thermomix:</p><p>1. Pon la calabaza en el vaso.</p>`;
    expect(read(long)).toMatchObject({
      ingredients: ['500 gr de calabaza', '2 puerros'],
      instructions: [
        'Preparar los ingredientes:',
        'Pela la calabaza y córtala en dados.',
        'Cocinar en Thermomix:',
        'Pon la calabaza en el vaso.',
      ],
    });
    // Only the steps named: the list of amounts nearest before them.
    const stepsOnly = `<ul><li>Home</li><li>Recipes</li></ul><h1>Chickpeas</h1>
      <ul><li>300g dried chickpeas</li><li>3 tbsp olive oil</li><li>salt</li></ul>
      <p>Method</p><p>Drain the chickpeas and roast them.</p>`;
    expect(read(stepsOnly)?.ingredients).toEqual([
      '300g dried chickpeas',
      '3 tbsp olive oil',
      'salt',
    ]);
    // A shop's column heading before the recipe's: the page's title says which names it.
    expect(
      read(
        `<h1>For Your Table</h1>${stepsOnly.replace('<h1>Chickpeas</h1>', '<h1>Roast Chickpeas</h1>')}`,
        '<title>Recipe - Roast Chickpeas | Shop</title>',
      )?.title,
    ).toBe('Roast Chickpeas');
  });

  it('is no recipe without structured data unless the page shows ingredients and steps', () => {
    expect(read('<h2>Ingredients</h2><ul><li>1 egg</li></ul><p>Nothing else.</p>')).toBeNull();
    // A table of contents naming the sections is not the sections.
    expect(
      read('<ul><li>Ingredients</li><li>Method</li></ul><p>A story about soup.</p>'),
    ).toBeNull();
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

  it('reads the shown steps where broken markup left none, and ends them at the tips', () => {
    // A content attribute cut short by its own quotes: `content="[{"@type":…`.
    const broken = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Cupcakes</h1>
      <span itemprop="recipeIngredient">200 g flour</span>
      <meta itemprop="recipeInstructions" content="[{"@type":"HowToStep","text":"Preheat."}]"></div>
      <h2>Method</h2><ol><li>Preheat the oven.</li><li>Bake the cakes.</li></ol>
      <h3>Buying Tips</h3><p>Any flour will do.</p>`;
    expect(read(broken)?.instructions).toEqual(['Preheat the oven.', 'Bake the cakes.']);
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
