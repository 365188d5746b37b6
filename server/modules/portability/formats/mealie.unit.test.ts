import { describe, expect, it } from 'vitest';
import {
  mealieFirstRecipeJson,
  mealieRecipeJson,
  mealieSnakeRecipeJson,
  mealieV1RecipeJson,
} from '../../../test/exports/mealie.js';
import { mealieRecipe } from './mealie.js';

describe('mealieRecipe', () => {
  it("reads the API's camelCase: titled lines start sections, the rest goes in the description", () => {
    expect(mealieRecipe(mealieRecipeJson('Brown Butter Cookies'), 'fallback')).toEqual({
      title: 'Brown Butter Cookies',
      description: [
        'Crisp edges, soft middle.',
        'Notes: Storage: Keeps a week in a tin.',
        'Total time: 27 minutes',
        'Yield: 12 cookies',
        'Categories: Baking',
        'Tags: Cookies',
        'Tools: Baking sheet',
        'Nutrition: calories 210, fat 11',
        'Rating: 5/5',
        'Source: https://example.com/cookies',
      ].join('\n\n'),
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
      description: [
        'Earthy and thick; better the next day.',
        'Notes: Freezing: Freezes for a month.',
        'Total time: 1 Hour 10 Minutes',
        'Categories: Soups',
        'Tags: Winter, Freezer',
        'Nutrition: calories 240, fat 7, protein 9',
        'Rating: 4/5',
        'Source: https://example.org/barley-soup',
      ].join('\n\n'),
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
    expect(recipe.description).toContain('Categories: Bread\n\nTags: Weekend\n\nTools: Dutch oven');
    expect(recipe.description).toContain('Rating: 4.5/5');
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
      description: [
        'Best with very ripe bananas.',
        'Notes: Tip: Freeze the bananas first.',
        'Total time: 1 Hour 15 Minutes',
        'Yield: 1 loaf',
        'Categories: Baking',
        'Tags: sweet',
        'Rating: 5/5',
        'Source: https://example.org/banana-bread',
        'Extras: oven: fan',
      ].join('\n\n'),
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

  it('reads plain lines and plain steps under snake_case names too', () => {
    const json = { name: 'Toast', recipe_ingredient: ['bread'], recipe_instructions: ['Toast.'] };
    expect(mealieRecipe(json, 'fallback')).toMatchObject({
      ingredients: ['bread'],
      instructions: ['Toast.'],
    });
  });
});
