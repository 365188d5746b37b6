import { describe, expect, it } from 'vitest';
import { nextcloudRecipeJson } from '../../../test/exports/json-apps.js';
import { nextcloudRecipe } from './nextcloud.js';

describe('nextcloudRecipe', () => {
  it('reads the schema.org recipe, sections as their own lines, organising fields, extras in the description', () => {
    expect(nextcloudRecipe(nextcloudRecipeJson('Stir-fried noodles'), 'fallback')).toEqual({
      title: 'Stir-fried noodles',
      description: ['A quick weeknight dish.', 'Tools: Wok'].join('\n\n'),
      tags: ['Dinner', 'quick', 'weeknight'],
      sourceUrl: 'https://example.org/recipes/quick',
      totalTime: '30 min',
      nutrition: { calories: '450 kcal', fat: '12 g' },
      prepTime: '10 min',
      cookTime: '20 min',
      servings: 2,
      ingredients: ['200 g noodles', '1 tbsp soy sauce'],
      instructions: ['Noodles', 'Boil the noodles.', 'Toss with the soy sauce.'],
      photo: null,
    });
  });

  it('takes keywords as a list too, cuisines as tags; a source that is no web address stays in the description', () => {
    const recipe = nextcloudRecipe(
      nextcloudRecipeJson('Pho', {
        keywords: ['soup', 'noodles'],
        recipeCuisine: 'Vietnamese',
        recipeCategory: ['Dinner', 'Soup'],
        url: 'Auntie Lan',
        nutrition: {
          '@type': 'NutritionInformation',
          sodiumContent: '900 mg',
          servingSize: '1 bowl',
        },
      }),
      'fallback',
    );
    expect(recipe).toMatchObject({
      tags: ['Dinner', 'Soup', 'Vietnamese', 'soup', 'noodles'],
      sourceUrl: null,
      nutrition: { sodium: '900 mg' },
    });
    expect(recipe.description).toBe(
      [
        'A quick weeknight dish.',
        'Source: Auntie Lan',
        'Tools: Wok',
        'Nutrition: serving size 1 bowl',
      ].join('\n\n'),
    );
  });

  it('names a recipe without a name by its folder', () => {
    expect(nextcloudRecipe(nextcloudRecipeJson(''), 'Stir fried noodles').title).toBe(
      'Stir fried noodles',
    );
  });
});
