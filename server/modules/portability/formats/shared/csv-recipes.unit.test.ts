import { describe, expect, it } from 'vitest';
import { MY_RECIPE_BOX_ROWS, PLAN_TO_EAT_ROWS, toCsv } from '../../../../test/exports/csv.js';
import { myRecipeBoxRecipes } from '../my-recipe-box.js';
import { planToEatRecipes } from '../plan-to-eat.js';
import { parseCsv } from './csv.js';
import { detectCsvFormat } from './csv-export-reader.js';

/** Through the CSV text and back, as the import reads an upload. */
const viaCsv = (rows: string[][]) => parseCsv(toCsv(rows), { maxRowChars: 100_000 });

describe('Plan to Eat CSV', () => {
  const recipes = planToEatRecipes(viaCsv(PLAN_TO_EAT_ROWS));

  it('reads every row but the blank one, refusing the one without a title by its row', () => {
    expect(recipes.map((recipe) => recipe.title)).toEqual([
      'Chicken Tikka Masala',
      '“Crème brûlée” à l’ancienne',
      'Row 5',
      'Plain Rice',
    ]);
    expect(recipes[2]).toEqual({ title: 'Row 5', reason: 'It has no title' });
  });

  it('maps the columns, keeps section headings as lines, drops step numbers, keeps extras', () => {
    expect(recipes[0]).toEqual({
      title: 'Chicken Tikka Masala',
      description: [
        'A weeknight curry: yoghurt-marinated chicken in a mild, creamy tomato sauce.',
        'Source: Grandma’s binder',
        'Main ingredient: Chicken',
        'Photo: https://recipes.example.net/tikka.jpg',
      ].join('\n\n'),
      // The organising columns in their fields (decision 041).
      tags: ['Indian', 'Curry', 'Weeknight'],
      sourceUrl: 'https://recipes.example.net/tikka-masala',
      totalTime: '55 min',
      notes: 'Freezes well.\nUse thighs, not breast.',
      nutrition: { calories: '520', protein: '38 g' },
      prepTime: '20 minutes',
      cookTime: '35 min',
      servings: 4,
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
      photo: null,
    });
  });

  it('keeps accents and curly quotes; servings in words kept too; one paragraph split into steps', () => {
    expect(recipes[1]).toEqual({
      title: '“Crème brûlée” à l’ancienne',
      description: 'Servings: Serves 6-8',
      prepTime: null,
      cookTime: '40 min',
      servings: 6,
      ingredients: ['500 ml crème fraîche', '5 egg yolks', '90 g caster sugar', '1 vanilla pod'],
      instructions: [
        'Whisk the yolks and sugar.',
        'Heat the cream with the vanilla.',
        'Pour over the yolks and bake in a bain-marie at 150 °C for 40 minutes.',
      ],
      photo: null,
    });
  });

  it('leaves empty fields empty', () => {
    expect(recipes[3]).toEqual({
      title: 'Plain Rice',
      description: '',
      prepTime: null,
      cookTime: null,
      servings: null,
      ingredients: ['300 g basmati', '450 ml water'],
      instructions: ['Rinse the rice.', 'Simmer, covered, 12 minutes.', 'Rest 5 minutes.'],
      photo: null,
    });
  });

  it('matches headers whatever their case, and keeps a column it does not know by its header', () => {
    const [recipe] = planToEatRecipes([
      ['TITLE', 'ingredients', 'DIRECTIONS', 'Wine Pairing', 'id'],
      ['Toast', 'Bread', 'Toast it.', 'Champagne', '42'],
    ]);
    expect(recipe).toMatchObject({
      title: 'Toast',
      description: 'Wine Pairing: Champagne',
      ingredients: ['Bread'],
      instructions: ['Toast it.'],
    });
  });

  it('reads no recipes from no rows or a header alone', () => {
    expect(planToEatRecipes([])).toEqual([]);
    expect(planToEatRecipes([['Title', 'Ingredients']])).toEqual([]);
  });
});

describe('MyRecipeBox CSV', () => {
  const recipes = myRecipeBoxRecipes(viaCsv(MY_RECIPE_BOX_ROWS));

  it('maps the underscored columns and keeps the rest in the description', () => {
    expect(recipes).toEqual([
      {
        title: 'Lemon Drizzle Cake',
        description: [
          'Moist, sharp and sticky — the one everybody asks for.',
          'Servings: 12 slices',
          'Source: Mary’s notebook',
          'Difficulty: Easy',
        ].join('\n\n'),
        tags: ['Baking', 'Cakes'],
        sourceUrl: 'https://bakes.example.org/lemon-drizzle',
        rating: 5,
        notes: 'Best the next day.',
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
        photo: null,
      },
      { title: 'Row 3', reason: 'It has no title' },
      {
        title: 'Pão de Queijo',
        description: '',
        prepTime: null,
        cookTime: '25 min',
        servings: null,
        ingredients: [
          '250 g tapioca flour',
          '120 ml milk',
          '60 ml oil',
          '1 egg',
          '100 g grated parmesan',
        ],
        instructions: [
          'Scald the flour with the hot milk and oil.',
          'Beat in the egg and cheese.',
          'Bake 25 minutes at 200 °C.',
        ],
        photo: null,
      },
    ]);
  });
});

describe('detectCsvFormat', () => {
  it('tells the two apps apart by their headers', () => {
    expect(detectCsvFormat(PLAN_TO_EAT_ROWS[0] as string[])).toBe('plantoeat');
    expect(detectCsvFormat(MY_RECIPE_BOX_ROWS[0] as string[])).toBe('myrecipebox');
    expect(detectCsvFormat(['Title', 'Ingredients', 'Directions'])).toBe('plantoeat');
    expect(detectCsvFormat(['title', 'ingredients', 'instructions'])).toBe('myrecipebox');
  });

  it('knows no other CSV', () => {
    expect(detectCsvFormat(['Date', 'Amount', 'Payee'])).toBeNull();
    expect(detectCsvFormat(['title', 'ingredients'])).toBeNull();
    expect(detectCsvFormat([])).toBeNull();
  });
});
