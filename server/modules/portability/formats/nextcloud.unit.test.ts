import { describe, expect, it } from 'vitest';
import { nextcloudRecipeJson } from '../../../test/exports/json-apps.js';
import { nextcloudRecipe } from './nextcloud.js';

describe('nextcloudRecipe', () => {
  it('reads the schema.org recipe, sections as their own lines, extras in the description', () => {
    expect(nextcloudRecipe(nextcloudRecipeJson('Stir-fried noodles'), 'fallback')).toEqual({
      title: 'Stir-fried noodles',
      description: [
        'A quick weeknight dish.',
        'Total time: 30 min',
        'Source: https://example.org/recipes/quick',
        'Category: Dinner',
        'Keywords: quick, weeknight',
        'Tools: Wok',
        'Nutrition: calories 450 kcal, fat 12 g',
      ].join('\n\n'),
      prepTime: '10 min',
      cookTime: '20 min',
      servings: 2,
      ingredients: ['200 g noodles', '1 tbsp soy sauce'],
      instructions: ['Noodles', 'Boil the noodles.', 'Toss with the soy sauce.'],
      photo: null,
    });
  });

  it('names a recipe without a name by its folder', () => {
    expect(nextcloudRecipe(nextcloudRecipeJson(''), 'Stir fried noodles').title).toBe(
      'Stir fried noodles',
    );
  });
});
