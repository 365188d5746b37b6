import { describe, expect, it } from 'vitest';
import { tandoorRecipeJson } from '../../../test/exports/json-apps.js';
import { tandoorRecipe } from './tandoor.js';

describe('tandoorRecipe', () => {
  it("reads each step's ingredients and paragraphs in order, named steps as their own lines", () => {
    expect(tandoorRecipe(tandoorRecipeJson('Tarka dal'), 'fallback')).toEqual({
      title: 'Tarka dal',
      description: [
        'Slow Sunday dal.',
        'Keywords: lentils, indian',
        'Source: https://example.net/dal',
      ].join('\n\n'),
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

  it('names a recipe without a name by its zip', () => {
    expect(tandoorRecipe({ steps: [] }, '12')).toMatchObject({ title: '12', ingredients: [] });
  });
});
