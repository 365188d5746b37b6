import { describe, expect, it } from 'vitest';
import { compilePatterns, matchMessage } from './message-patterns.js';

const patterns = compilePatterns({
  'messages.titleTooLong': 'Title must be at most {max} characters',
  'messages.photoTooLarge': 'Photo is too large (max {max} MB)',
  'messages.tooManyFiles': 'The archive holds too many files ({count}; at most {max})',
  'messages.notFound': '{what} not found',
  'messages.recipeNotFound': 'Recipe not found',
  'messages.cantInteract': "You can't interact with this cook",
  'messages.sendShoppingLine': "Send '{text}' or '{from, to}'",
});

describe('recognising a message by its English template', () => {
  it('reads a number back out as a number', () => {
    expect(matchMessage(patterns, 'Title must be at most 200 characters')).toEqual({
      key: 'messages.titleTooLong',
      values: { max: 200 },
    });
  });

  it('takes the template’s brackets and dots as text, not as a pattern', () => {
    expect(matchMessage(patterns, 'Photo is too large (max 5 MB)')).toEqual({
      key: 'messages.photoTooLarge',
      values: { max: 5 },
    });
    expect(matchMessage(patterns, 'Photo is too large max 5 MB')).toBeNull();
  });

  it('reads two values', () => {
    expect(matchMessage(patterns, 'The archive holds too many files (5001; at most 5000)')).toEqual(
      { key: 'messages.tooManyFiles', values: { count: 5001, max: 5000 } },
    );
  });

  it('prefers the more specific template, keeping text values as text', () => {
    expect(matchMessage(patterns, 'Recipe not found')?.key).toBe('messages.recipeNotFound');
    expect(matchMessage(patterns, 'Shopping list not found')).toEqual({
      key: 'messages.notFound',
      values: { what: 'Shopping list' },
    });
  });

  it('reads apostrophes as ICU does', () => {
    expect(matchMessage(patterns, "You can't interact with this cook")?.key).toBe(
      'messages.cantInteract',
    );
    expect(matchMessage(patterns, 'Send {text} or {from, to}')?.key).toBe(
      'messages.sendShoppingLine',
    );
  });

  it('knows no message it has no template for, nor one with more or less around it', () => {
    expect(matchMessage(patterns, 'Something else went wrong')).toBeNull();
    expect(matchMessage(patterns, 'Title must be at most 200 characters!')).toBeNull();
  });
});
