import { describe, expect, it } from 'vitest';
import { browserTexts } from '@/lib/i18n/texts';
import type { RecipesT } from './collection-text';
import { recipeTotalText, savedRecipesText } from './recipe-total';

/** The collection's texts in English, as the tests' setup loads them. */
const t: RecipesT = (name, values) => browserTexts._(`recipes.${name}`, values);

const total = (count: number, atLeast = false) => ({ count, atLeast });

describe('recipeTotalText', () => {
  it.each([
    [total(0), false, '0 recipes'],
    [total(1), false, '1 recipe'],
    [total(12), false, '12 recipes'],
    [total(10000), false, '10,000 recipes'],
    [total(1), true, '1 recipe found'],
    [total(3), true, '3 recipes found'],
    [total(1000, true), true, '1,000+ recipes found'],
  ])('says %j (search: %s) as %j', (value, searching, text) => {
    expect(recipeTotalText(t, value, searching)).toBe(text);
  });
});

describe('savedRecipesText', () => {
  it('says "1 recipe saved", "{n} recipes saved"', () => {
    expect(savedRecipesText(t, total(1))).toBe('1 recipe saved');
    expect(savedRecipesText(t, total(7))).toBe('7 recipes saved');
  });
});
