import { describe, expect, it } from 'vitest';
import { COPY_ME_THAT_HTML } from '../../../test/exports/html-pages.js';
import { copyMeThatRecipes } from './copy-me-that.js';

describe('Copy Me That recipes.html', () => {
  const read = copyMeThatRecipes(COPY_ME_THAT_HTML);

  it('reads one recipe per div.recipe, in order, refusing the one without a name', () => {
    expect(read.map(({ recipe }) => recipe.title)).toEqual([
      'Shakshuka & Feta',
      'Apple Crumble “à la française”',
      'Recipe 3 in recipes.html',
      'Toast',
    ]);
    expect(read[2]).toEqual({
      recipe: { title: 'Recipe 3 in recipes.html', reason: 'It has no title' },
      imagePath: null,
    });
  });

  it('reads its usual markup: ids and classes, section headings kept, entities decoded', () => {
    expect(read[0]).toEqual({
      recipe: {
        title: 'Shakshuka & Feta',
        description: [
          'Eggs poached in a spiced tomato and pepper sauce.\nBrunch for a crowd.',
          'Made this: Made this 3 times',
        ].join('\n\n'),
        // The organising fields in theirs (decision 041); only "Made this" has none.
        tags: ['Brunch', 'Vegetarian'],
        sourceUrl: 'https://food.example.com/shakshuka?utm=x&ref=cmt',
        rating: 4,
        notes: 'Harissa instead of paprika is good.\nDon’t skip the feta.',
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
        photo: null,
      },
      imagePath: 'images/shakshuka.jpg',
    });
  });

  it('falls back to the "Ingredients" and "Steps" headings, keeping sub-headings and accents', () => {
    expect(read[1]).toEqual({
      recipe: {
        title: 'Apple Crumble “à la française”',
        description: 'Crème fraîche on the side.\n\nServings: Serves 6',
        notes: 'Add blackberries in September.',
        prepTime: null,
        cookTime: '45 min',
        servings: 6,
        ingredients: [
          '6 Bramley apples',
          '2 tbsp sugar',
          'For the crumble',
          '150 g flour',
          '100 g cold butter',
          '75 g demerara',
        ],
        instructions: [
          'Slice the apples into a dish with the sugar.',
          'Rub the butter into the flour, stir in the demerara, scatter over.',
          'Bake at 190 °C for 45 minutes.',
        ],
        photo: null,
      },
      imagePath: 'images/apple crumble.jpg',
    });
  });

  it('leaves empty fields empty', () => {
    expect(read[3]).toEqual({
      recipe: {
        title: 'Toast',
        description: '',
        prepTime: null,
        cookTime: null,
        servings: null,
        ingredients: [],
        instructions: [],
        photo: null,
      },
      imagePath: null,
    });
  });

  it('reads items marked one by one without a list around them, and a rating drawn in stars', () => {
    const [only] = copyMeThatRecipes(`
      <div class="recipe"><div id="name">Tea</div>
        <div class="rating">★★★☆☆</div>
        <p class="recipeIngredient">1 tea bag</p><p class="recipeIngredient">Milk</p>
        <p class="instruction">Step 1: Brew 4 minutes.</p><p class="instruction">Add milk.</p>
        <img src="https://cdn.example.com/tea.jpg">
      </div>`);
    expect(only).toEqual({
      recipe: expect.objectContaining({
        title: 'Tea',
        description: '',
        // Three stars drawn of five.
        rating: 3,
        ingredients: ['1 tea bag', 'Milk'],
        instructions: ['Brew 4 minutes.', 'Add milk.'],
      }),
      // An address elsewhere is not in the export.
      imagePath: null,
    });
  });

  it('reads a hostile page of deeply nested elements in linear time', () => {
    const depth = 20_000;
    const html = `<div class="recipe"><div id="name">Deep</div><h3>Ingredients</h3>${'<div>Ingredients'.repeat(depth)}${'</div>'.repeat(depth)}<h3>Steps</h3><p>Stir.</p></div>`;
    const started = performance.now();
    const [deep] = copyMeThatRecipes(html);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(deep?.recipe).toMatchObject({ title: 'Deep', instructions: ['Stir.'] });
  });

  it('reads a list nested thousands deep without overflowing or stalling', () => {
    const depth = 20_000;
    const html = `<div class="recipe"><div id="name">Nested</div><div id="ingredients">Sauce:${'<div>'.repeat(depth)}<ul><li>1 egg</li></ul>${'</div>'.repeat(depth)}<p>Garnish:</p><ul><li>Parsley</li></ul></div></div>`;
    const started = performance.now();
    const [nested] = copyMeThatRecipes(html);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(nested?.recipe).toMatchObject({
      ingredients: ['Sauce:', '1 egg', 'Garnish:', 'Parsley'],
    });
  });

  it('finds no recipes in a page without any', () => {
    expect(copyMeThatRecipes('<html><body><p>Nothing here</p></body></html>')).toEqual([]);
    expect(copyMeThatRecipes('')).toEqual([]);
  });
});
