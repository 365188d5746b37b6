import { describe, expect, it } from 'vitest';
import { RECIPE_KEEPER_HTML } from '../../../test/exports/html-pages.js';
import { recipeKeeperRecipes } from './recipe-keeper.js';

describe('Recipe Keeper recipes.html', () => {
  const read = recipeKeeperRecipes(RECIPE_KEEPER_HTML);

  it('reads one recipe per div.recipe-details, refusing the one without a name', () => {
    expect(read.map(({ recipe }) => recipe.title)).toEqual([
      'Chicken & Leek Pie',
      '“Soupe à l’oignon”',
      'Recipe 3 in recipes.html',
      'Boiled Egg',
    ]);
    expect(read[2]).toEqual({
      recipe: { title: 'Recipe 3 in recipes.html', reason: 'It has no title' },
      imagePath: null,
    });
  });

  it('reads the microdata: ISO times, section headings kept, extras and nutrition kept', () => {
    expect(read[0]).toEqual({
      recipe: {
        title: 'Chicken & Leek Pie',
        description: [
          'Source: Sunday lunch book, p. 112',
          // A serving size has no nutrient of its own: it stays said.
          'Nutrition: Serving size: 1 slice',
        ].join('\n\n'),
        // Course, categories and collections as tags; the rest in their fields (decision 041).
        tags: ['Main Course', 'Chicken', 'Pies'],
        rating: 5,
        favorite: true,
        notes: 'Freeze before baking.\nUse leftover roast chicken if you have it.',
        nutrition: { calories: '610', fat: '38g', protein: '31g' },
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
        photo: null,
      },
      imagePath: 'images/4b1e7c02-pie.jpg',
    });
  });

  it('keeps accents and curly quotes, servings in words, and no time for PT0S', () => {
    expect(read[1]).toEqual({
      recipe: {
        title: '“Soupe à l’oignon”',
        description: 'Servings: 4 bowls',
        tags: ['Soups'],
        prepTime: null,
        cookTime: '1 hr',
        servings: 4,
        ingredients: ['1 kg onions', '50 g butter', '1.5 l beef stock', 'Gruyère & baguette'],
        instructions: [
          'Cook the onions slowly in the butter until deep brown, about 45 minutes. Add the stock and simmer.',
        ],
        photo: null,
      },
      imagePath: null,
    });
  });

  it('leaves empty fields empty', () => {
    expect(read[3]).toEqual({
      recipe: {
        title: 'Boiled Egg',
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

  it('reads microdata Recipes when there is no div.recipe-details, keeping unknown properties', () => {
    const [only] = recipeKeeperRecipes(`
      <div itemscope itemtype="http://schema.org/Recipe">
        <h1 itemprop="name">Flatbread</h1>
        <img itemprop="image" src="images/flat%20bread.png">
        <span itemprop="recipeServingTip">Warm, with hummus</span>
        <div itemprop="recipeIngredients">200 g flour<br>120 ml water</div>
      </div>`);
    expect(only).toEqual({
      recipe: expect.objectContaining({
        title: 'Flatbread',
        description: 'Serving tip: Warm, with hummus',
        ingredients: ['200 g flour', '120 ml water'],
      }),
      imagePath: 'images/flat bread.png',
    });
  });

  it('finds no recipes in a page without any', () => {
    expect(recipeKeeperRecipes('<p>No recipes</p>')).toEqual([]);
  });
});
