import { describe, expect, it } from 'vitest';
import { nutritionFromText, present, sourceOf, starsOf } from './organised.js';

describe('organising fields read from text', () => {
  it('reads ratings out of five, scales other scales, and takes 0 as none', () => {
    expect(starsOf('4')).toBe(4);
    expect(starsOf('3/5')).toBe(3);
    expect(starsOf('8/10')).toBe(4);
    expect(starsOf('4,5')).toBe(4.5);
    expect(starsOf('0')).toBeNull();
    expect(starsOf('great')).toBeNull();
    expect(starsOf(null)).toBeNull();
  });

  it('takes a web address as the source and keeps anything else as text', () => {
    expect(sourceOf('https://example.org/a')).toEqual({
      sourceUrl: 'https://example.org/a',
      extra: null,
    });
    expect(sourceOf('Grandma')).toEqual({ sourceUrl: null, extra: 'Grandma' });
    expect(sourceOf('javascript:alert(1)')).toEqual({
      sourceUrl: null,
      extra: 'javascript:alert(1)',
    });
  });

  it('places the nutrients it knows and keeps the rest as text', () => {
    expect(nutritionFromText('Calories: 320 kcal, Total fat 12 g\nServing size: 1 cup')).toEqual({
      nutrition: { calories: '320 kcal', fat: '12 g' },
      rest: 'Serving size: 1 cup',
    });
    expect(nutritionFromText('')).toEqual({ nutrition: null, rest: null });
  });

  it('leaves out the fields a recipe has not', () => {
    expect(present({ tags: [], rating: null, favorite: false, notes: 'n' })).toEqual({
      notes: 'n',
    });
  });
});
