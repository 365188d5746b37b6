import { RECIPE_LIMITS } from '@contracts/recipes';
import { describe, expect, it } from 'vitest';
import { draftToFormValues } from './recipe-form';

describe('draftToFormValues', () => {
  const draft = {
    title: '  Pho  ',
    description: 'Slow broth.',
    prepTime: '20 min',
    cookTime: '3 hr',
    servings: 6,
    ingredients: ['2 kg beef bones', '1 onion', '  '],
    instructions: ['Char the onion.', '', 'Simmer the bones.'],
  };

  it('fills the form: ingredients split into rows, blank lines dropped', () => {
    const values = draftToFormValues(draft);
    expect(values).toMatchObject({
      title: 'Pho',
      servings: '6',
      difficulty: 'easy',
      isPublic: false,
      ingredients: [
        { quantity: '2', unit: 'kg', name: 'beef bones' },
        { quantity: '1', unit: '', name: 'onion' },
      ],
      instructions: [{ text: 'Char the onion.' }, { text: 'Simmer the bones.' }],
    });
  });

  it('keeps within what the form accepts', () => {
    const values = draftToFormValues({
      ...draft,
      title: 'x'.repeat(RECIPE_LIMITS.title + 10),
      servings: RECIPE_LIMITS.servings + 1,
      ingredients: Array.from({ length: RECIPE_LIMITS.ingredients + 5 }, (_, i) => `${i} eggs`),
      instructions: [],
    });
    expect(values.title).toHaveLength(RECIPE_LIMITS.title);
    expect(values.servings).toBe('');
    expect(values.ingredients).toHaveLength(RECIPE_LIMITS.ingredients);
    expect(values.instructions).toEqual([{ text: '' }]);
  });
});
