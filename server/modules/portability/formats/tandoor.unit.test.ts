import { describe, expect, it } from 'vitest';
import { tandoorRecipeJson } from '../../../test/exports/json-apps.js';
import { tandoorRecipe } from './tandoor.js';

describe('tandoorRecipe', () => {
  it("reads each step's ingredients and paragraphs in order, named steps as their own lines", () => {
    expect(tandoorRecipe(tandoorRecipeJson('Tarka dal'), 'fallback')).toEqual({
      title: 'Tarka dal',
      description: 'Slow Sunday dal.',
      tags: ['lentils', 'indian'],
      sourceUrl: 'https://example.net/dal',
      nutrition: null,
      prepTime: '20 min',
      cookTime: '1 hr 10 min',
      servings: 4,
      ingredients: [
        'Tadka',
        '2 tbsp ghee',
        '1.5 tsp cumin seeds, whole',
        'For the dal',
        '250 g red lentils',
        'salt, to taste',
      ],
      instructions: [
        'Tadka',
        'Heat the ghee.',
        'Fry the cumin until it crackles.',
        'Simmer the lentils for an hour.',
      ],
      photo: null,
    });
  });

  it('reads nutrition per serving (0 is none), and keeps a source that is not a web address in the description', () => {
    const json = tandoorRecipeJson('Dal', {
      source_url: 'Meera’s notebook',
      nutrition: {
        id: 3,
        calories: 320,
        fats: 9.5,
        carbohydrates: 0,
        proteins: 14,
        source: 'label',
      },
    });
    expect(tandoorRecipe(json, 'fallback')).toMatchObject({
      description: ['Slow Sunday dal.', 'Nutrition: source label', 'Source: Meera’s notebook'].join(
        '\n\n',
      ),
      sourceUrl: null,
      nutrition: { calories: '320 kcal', fat: '9.5 g', protein: '14 g' },
    });
  });

  it('names a recipe without a name by its zip', () => {
    expect(tandoorRecipe({ steps: [] }, '12')).toMatchObject({ title: '12', ingredients: [] });
  });
});
