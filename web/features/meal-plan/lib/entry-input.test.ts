import { describe, expect, it } from 'vitest';
import { checkEntry, serverErrors } from './entry-input';

const base = { date: '2025-03-04', slot: 'dinner', servings: '', note: '' } as const;

describe('checkEntry', () => {
  it('sends a recipe with its servings and a trimmed note', () => {
    expect(checkEntry({ ...base, recipeId: 7, servings: ' 4 ', note: ' for Sam ' })).toEqual({
      input: { date: '2025-03-04', slot: 'dinner', recipeId: 7, servings: 4, note: 'for Sam' },
    });
  });

  it('sends a free-text meal, trimmed, leaving blank servings and note out', () => {
    expect(checkEntry({ ...base, title: '  Leftovers ' })).toEqual({
      input: { date: '2025-03-04', slot: 'dinner', title: 'Leftovers' },
    });
  });

  it('asks for a recipe or a title, and for whole servings', () => {
    expect(checkEntry({ ...base })).toEqual({
      errors: { title: 'Choose a recipe or write a title' },
    });
    expect(checkEntry({ ...base, title: '   ' }).errors?.title).toBe('Title is required');
    expect(checkEntry({ ...base, recipeId: 7, servings: '2.5' }).errors?.servings).toBe(
      'Servings must be a whole number',
    );
    expect(checkEntry({ ...base, recipeId: 7, servings: '0' }).errors?.servings).toBe(
      'Servings must be at least 1',
    );
  });

  it('names the server’s refusals by field', () => {
    expect(
      serverErrors([
        { path: 'body.servings', message: 'Too many' },
        { path: 'recipeId', message: 'Recipe not found' },
      ]),
    ).toEqual({ servings: 'Too many', title: 'Recipe not found' });
  });
});
