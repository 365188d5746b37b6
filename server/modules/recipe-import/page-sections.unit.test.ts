import { describe, expect, it } from 'vitest';
import { readPage as read } from '../../test/recipe-pages.js';

// A page without structured data read by its own headings ("Ingredients", "Method", in many
// languages), and the parts no heading names found by their look.

describe('a page’s recipe from its headings', () => {
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
    // Units in other languages' short words ("3 EL", "2 gerezd") make a grid too.
    const units = `<h2>Hozzávalók</h2><div><p>2 gerezd</p><p>fokhagyma</p><p>1 fej</p><p>hagyma</p><p>Só</p></div>
      <h2>Elkészítés</h2><p>Megpucoljuk.</p>`;
    expect(read(units)?.ingredients).toEqual(['2 gerezd fokhagyma', '1 fej hagyma', 'Só']);
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

  it('ends the steps where the page moves on: paragraphs after their list, a rating, nutrition', () => {
    const story = `<h2>Ingredients</h2><ul><li>2 eggs</li></ul><h2>Method</h2>
      <ol><li>Beat the eggs.</li><li>Fry them.</li></ol><p>We love this with toast.</p>
      <p>My kids ask for it every day.</p><p>It also keeps well.</p><p>More stories follow here.</p>`;
    expect(read(story)?.instructions).toEqual(['Beat the eggs.', 'Fry them.']);
    // Amounts after a list (a unit switch "US" / "Metric") are not the page moving on.
    const tabs = `<h2>Ingredients</h2><ul><li>US</li><li>Metric</li></ul><p>2 tbsp butter</p>
      <p>3 tbsp sugar</p><p>1 tbsp treacle</p><p>250 g flour</p><h2>Method</h2><p>Mix it all.</p>`;
    expect(read(tabs)?.ingredients).toContain('250 g flour');
    // A site's tags and links after the steps, short lines in a row, are not steps.
    const tagged = `<h2>Ingredients</h2><ul><li>2 eggs</li></ul><h2>Method</h2>
      <p>Beat the eggs with a pinch of salt.</p><p>Fry them in butter.</p>
      <p>Breakfast</p><p>Eggs</p><p>Quick</p><p>Vegetarian</p><p>More</p>`;
    expect(read(tagged)?.instructions).toEqual([
      'Beat the eggs with a pinch of salt.',
      'Fry them in butter.',
    ]);
    const rated = `<h2>Ingredientes</h2><ul><li>1 cebola</li></ul><h2>Modo de preparo</h2>
      <p>Refogue a cebola.</p><p>Avalie essa receita:</p><p>4.1/5</p><p>Tabela nutricional</p><p>Sódio 190 mg</p>`;
    expect(read(rated)?.instructions).toEqual(['Refogue a cebola.']);
  });

  it('is no recipe without structured data unless the page shows ingredients and steps', () => {
    expect(read('<h2>Ingredients</h2><ul><li>1 egg</li></ul><p>Nothing else.</p>')).toBeNull();
    // A table of contents naming the sections is not the sections.
    expect(
      read('<ul><li>Ingredients</li><li>Method</li></ul><p>A story about soup.</p>'),
    ).toBeNull();
  });
});
