import { describe, expect, it } from 'vitest';
import { ingredientsFromRows, joinIngredient, splitIngredient } from './ingredients';

describe('joinIngredient', () => {
  it('joins quantity, unit and name with single spaces', () => {
    expect(joinIngredient({ quantity: '2', unit: 'cup', name: 'flour' })).toBe('2 cup flour');
  });

  it('skips empty parts and trims each part', () => {
    expect(joinIngredient({ quantity: '', unit: '', name: 'salt' })).toBe('salt');
    expect(joinIngredient({ quantity: ' 3 ', unit: '', name: ' eggs ' })).toBe('3 eggs');
    expect(joinIngredient({ quantity: '', unit: 'tsp', name: 'vanilla' })).toBe('tsp vanilla');
    expect(joinIngredient({ quantity: '', unit: '', name: '' })).toBe('');
  });

  it('collapses runs of spaces inside a part', () => {
    expect(joinIngredient({ quantity: '1', unit: 'cup', name: 'brown   sugar' })).toBe(
      '1 cup brown sugar',
    );
  });
});

describe('splitIngredient', () => {
  it.each([
    ['2 cup flour', { quantity: '2', unit: 'cup', name: 'flour' }],
    ['3 clove garlic, minced', { quantity: '3', unit: 'clove', name: 'garlic, minced' }],
    ['500 g dried spaghetti', { quantity: '500', unit: 'g', name: 'dried spaghetti' }],
    ['  1   tbsp   olive oil ', { quantity: '1', unit: 'tbsp', name: 'olive oil' }],
    ['1/2 tsp salt', { quantity: '1/2', unit: 'tsp', name: 'salt' }],
    ['½ l milk', { quantity: '½', unit: 'l', name: 'milk' }],
    ['1 1/2 cup milk', { quantity: '1 1/2', unit: 'cup', name: 'milk' }],
    ['1 ½ cup milk', { quantity: '1 ½', unit: 'cup', name: 'milk' }],
    ['1½ cup milk', { quantity: '1½', unit: 'cup', name: 'milk' }],
    ['1,5 kg potatoes', { quantity: '1,5', unit: 'kg', name: 'potatoes' }],
    // Ranges, in the grammar scaling reads them with.
    ['1-2 clove garlic', { quantity: '1-2', unit: 'clove', name: 'garlic' }],
    ['1–2 tbsp honey', { quantity: '1–2', unit: 'tbsp', name: 'honey' }],
    ['2 to 3 cup stock', { quantity: '2 to 3', unit: 'cup', name: 'stock' }],
  ])('splits %j into quantity, unit and name', (text, row) => {
    expect(splitIngredient(text)).toEqual(row);
  });

  it.each([
    ['2 eggs', { quantity: '2', unit: '', name: 'eggs' }],
    ['2 large eggs', { quantity: '2', unit: '', name: 'large eggs' }],
    ['salt', { quantity: '', unit: '', name: 'salt' }],
    ['salt and pepper', { quantity: '', unit: '', name: 'salt and pepper' }],
    ['a pinch of salt', { quantity: '', unit: '', name: 'a pinch of salt' }],
    ['2 cup', { quantity: '2', unit: '', name: 'cup' }],
    ['cup', { quantity: '', unit: '', name: 'cup' }],
    // A unit written otherwise than the form offers it stays, as written, in the name.
    ['2 Tbsp butter', { quantity: '2', unit: '', name: 'Tbsp butter' }],
    // An amount run into its unit is one word, which stays in the name.
    ['500g flour', { quantity: '', unit: '', name: '500g flour' }],
    ['2 tomatoes', { quantity: '2', unit: '', name: 'tomatoes' }],
    ['1-2', { quantity: '', unit: '', name: '1-2' }],
  ])('never loses words or invents a unit: %j', (text, row) => {
    expect(splitIngredient(text)).toEqual(row);
  });

  it.each([
    '2 cup flour',
    '2 eggs',
    'salt',
    '1 1/2 cup milk',
    'a pinch of salt',
    '2 cup',
    // Lines as recipe pages write them.
    '16 oz (450g) firm tofu',
    '1 medium shallot, thinly sliced',
    '⅓ cups (80ml) extra-virgin olive oil',
    '2 Tbsp butter',
    '2 to 3 cup stock',
    '1 - 2 eggs',
  ])('joins back to the same text: %j', (text) => {
    expect(joinIngredient(splitIngredient(text))).toBe(text);
  });

  it('reads an empty text as an empty row', () => {
    expect(splitIngredient('  ')).toEqual({ quantity: '', unit: '', name: '' });
  });
});

describe('ingredientsFromRows', () => {
  it('drops rows with a blank name and joins the rest', () => {
    expect(
      ingredientsFromRows([
        { quantity: '2', unit: 'cup', name: 'flour' },
        { quantity: '1', unit: 'tsp', name: '   ' },
        { quantity: '', unit: '', name: 'salt' },
      ]),
    ).toEqual(['2 cup flour', 'salt']);
  });
});
