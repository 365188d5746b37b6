import { describe, expect, it } from 'vitest';
import {
  mealieFirstRecipeJson,
  mealieRecipeJson,
  mealieSnakeRecipeJson,
  mealieV1RecipeJson,
} from '../../../test/exports/mealie.js';
import { mealieRecipe } from './mealie.js';

describe('mealieRecipe', () => {
  it("reads the API's camelCase: titled lines start sections, organising fields in theirs, the rest in the description", () => {
    expect(mealieRecipe(mealieRecipeJson('Brown Butter Cookies'), 'fallback')).toEqual({
      title: 'Brown Butter Cookies',
      description: ['Crisp edges, soft middle.', 'Yield: 12 cookies', 'Tools: Baking sheet'].join(
        '\n\n',
      ),
      tags: ['Baking', 'Cookies'],
      sourceUrl: 'https://example.com/cookies',
      totalTime: '27 minutes',
      nutrition: { calories: '210', fat: '11' },
      rating: 5,
      notes: 'Storage: Keeps a week in a tin.',
      prepTime: '15 minutes',
      cookTime: '12 min',
      servings: 12,
      ingredients: ['Dough', '225 g butter', '200 g sugar', 'To finish', 'flaky salt'],
      instructions: ['Mix', 'Cream the butter and sugar.', 'Bake at 180 °C for 12 minutes.'],
      photo: null,
    });
  });

  it('names a recipe without a name by its file, and reads what is not an object as empty', () => {
    expect(mealieRecipe([], 'tomato soup')).toMatchObject({
      title: 'tomato soup',
      description: '',
      ingredients: [],
      instructions: [],
    });
  });

  it('reads the snake_case of v0.5 backups: notes as ingredients, titled steps, snake nutrition', () => {
    expect(mealieRecipe(mealieSnakeRecipeJson('Barley Mushroom Soup'), 'fallback')).toEqual({
      title: 'Barley Mushroom Soup',
      description: 'Earthy and thick; better the next day.',
      tags: ['Soups', 'Winter', 'Freezer'],
      sourceUrl: 'https://example.org/barley-soup',
      totalTime: '1 Hour 10 Minutes',
      nutrition: { calories: '240', fat: '7', protein: '9' },
      rating: 4,
      notes: 'Freezing: Freezes for a month.',
      prepTime: '15 Minutes',
      cookTime: '55 Minutes',
      servings: 6,
      ingredients: ['Soup', '30 g dried porcini', '150 g pearl barley', '1.5 l vegetable stock'],
      instructions: [
        'The night before',
        'Soak the porcini in warm water.',
        'Simmer the barley in the stock for 40 minutes.',
      ],
      photo: null,
    });
  });

  it('reads v1: display text, else quantity, unit, food and note; summaries; objects by name', () => {
    const recipe = mealieRecipe(mealieV1RecipeJson('Country Loaf'), 'fallback');
    expect(recipe.ingredients).toEqual([
      'Dough',
      '500 gram bread flour',
      '0.333 cup sea salt fine',
      'water as needed',
    ]);
    expect(recipe.instructions).toEqual([
      'Mix everything into a shaggy dough.',
      'Baking',
      'Lid on: Bake in the Dutch oven for 30 minutes.',
    ]);
    expect(recipe).toMatchObject({ prepTime: '30 minutes', cookTime: '45 minutes', servings: 2 });
    expect(recipe.description).toContain('Tools: Dutch oven');
    expect(recipe).toMatchObject({ tags: ['Bread', 'Weekend'], rating: 4.5 });
  });

  it('reads a yield whose number is a field of its own, and servings over the yield', () => {
    const json = mealieV1RecipeJson('Rolls', {
      recipe_yield: 'rolls',
      recipe_yield_quantity: 8,
      recipe_servings: 4,
    });
    expect(mealieRecipe(json, 'fallback')).toMatchObject({ servings: 4 });
    expect(mealieRecipe(json, 'fallback').description).toContain('Yield: 8 rolls');
  });

  it('reads the first backups: camelCase, ingredients as lines, `categories`, extras', () => {
    expect(mealieRecipe(mealieFirstRecipeJson('Banana Bread'), 'fallback')).toEqual({
      title: 'Banana Bread',
      description: ['Best with very ripe bananas.', 'Yield: 1 loaf', 'Extras: oven: fan'].join(
        '\n\n',
      ),
      tags: ['Baking', 'sweet'],
      sourceUrl: 'https://example.org/banana-bread',
      totalTime: '1 Hour 15 Minutes',
      nutrition: null,
      rating: 5,
      notes: 'Tip: Freeze the bananas first.',
      prepTime: '15 Minutes',
      cookTime: '1 Hour',
      servings: 1,
      ingredients: ['3 ripe bananas', '250 g flour', '1 tsp baking soda'],
      instructions: [
        'Mash the bananas with a fork.',
        'Fold in the flour and soda, then bake for an hour at 175 °C.',
      ],
      photo: null,
    });
  });

  it('keeps a source that is not a web address, and nutrients Simmer does not list, in the description', () => {
    const json = mealieSnakeRecipeJson('Soup', {
      org_url: 'Grandma’s card',
      nutrition: { calories: '240', trans_fat_content: '1', unsaturated_fat_content: '3' },
    });
    expect(mealieRecipe(json, 'fallback')).toMatchObject({
      description: [
        'Earthy and thick; better the next day.',
        'Nutrition: trans fat 1, unsaturated fat 3',
        'Source: Grandma’s card',
      ].join('\n\n'),
      sourceUrl: null,
      nutrition: { calories: '240' },
    });
  });

  it('reads plain lines and plain steps under snake_case names too', () => {
    const json = { name: 'Toast', recipe_ingredient: ['bread'], recipe_instructions: ['Toast.'] };
    expect(mealieRecipe(json, 'fallback')).toMatchObject({
      ingredients: ['bread'],
      instructions: ['Toast.'],
    });
  });
});
