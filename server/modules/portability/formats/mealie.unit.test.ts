import { describe, expect, it } from 'vitest';
import { mealieRecipeJson } from '../../../test/exports/mealie.js';
import { mealieRecipe } from './mealie.js';

describe('mealieRecipe', () => {
  it('keeps titled ingredients and steps as section lines, and the rest in the description', () => {
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
});
