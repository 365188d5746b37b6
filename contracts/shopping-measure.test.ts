import { describe, expect, it } from 'vitest';
import { type Family, lineText, measureOf, readable } from './shopping-measure.js';

describe('measureOf', () => {
  it.each([
    // [quantity, unit, family, amount in the family's base unit]
    [200, 'g', 'metric-mass', 200],
    [1.2, 'kg', 'metric-mass', 1200],
    [250, 'ml', 'metric-volume', 250],
    [1.5, 'l', 'metric-volume', 1500],
    [1, 'tsp', 'us-volume', 1],
    [1, 'tbsp', 'us-volume', 3],
    [1, 'fl oz', 'us-volume', 6],
    [1, 'cup', 'us-volume', 48],
    [1, 'pint', 'us-volume', 96],
    [2, 'oz', 'us-mass', 2],
    [1, 'lb', 'us-mass', 16],
    [3, null, 'count', 3],
    [2, 'can', 'unit:can', 2],
    [null, null, 'none', null],
    [null, 'g', 'none', null],
  ] as const)('%s %s is %s %s', (quantity, unit, family, amount) => {
    expect(measureOf(quantity, unit)).toEqual({ family, amount });
  });

  it('accepts a unit however it is written', () => {
    expect(measureOf(2, 'Tbsp')).toEqual({ family: 'us-volume', amount: 6 });
    expect(measureOf(2, 'cans')).toEqual({ family: 'unit:can', amount: 2 });
    expect(measureOf(2, ' Bunch ')).toEqual({ family: 'unit:bunch', amount: 2 });
  });

  it('adds spoons without rounding error: a tablespoon and a teaspoon are four teaspoons', () => {
    const sum = (measureOf(1, 'tbsp').amount ?? 0) + (measureOf(1, 'tsp').amount ?? 0);
    expect(sum).toBe(4);
  });
});

describe('readable', () => {
  it.each([
    ['metric-mass', 250, 250, 'g'],
    ['metric-mass', 1200, 1.2, 'kg'],
    ['metric-mass', 1234.567, 1.23, 'kg'],
    // Rounding that reaches a kilogram shows a kilogram, not "1000 g".
    ['metric-mass', 999.7, 1, 'kg'],
    ['metric-mass', 42.4, 42, 'g'],
    // Small amounts keep a decimal: 2.5 g of yeast is not 3 g.
    ['metric-mass', 2.5, 2.5, 'g'],
    ['metric-volume', 1500, 1.5, 'l'],
    ['metric-volume', 330, 330, 'ml'],
    ['us-volume', 48, 1, 'cup'],
    ['us-volume', 72, 1.5, 'cup'],
    ['us-volume', 12, 0.25, 'cup'],
    ['us-volume', 3, 1, 'tbsp'],
    ['us-volume', 9, 3, 'tbsp'],
    ['us-volume', 2, 2, 'tsp'],
    ['us-volume', 0.5, 0.5, 'tsp'],
    ['us-mass', 20, 1.25, 'lb'],
    ['us-mass', 16, 1, 'lb'],
    ['us-mass', 6, 6, 'oz'],
    ['count', 3, 3, null],
    ['count', 0.5, 0.5, null],
    ['unit:can', 2, 2, 'can'],
    ['none', null, null, null],
  ] as const)('%s %s reads as %s %s', (family, amount, quantity, unit) => {
    expect(readable({ family, amount })).toEqual({ quantity, unit });
  });

  it('keeps thirds: a third of a cup is not rounded to three eighths', () => {
    const { quantity, unit } = readable({ family: 'us-volume', amount: 16 });
    expect(unit).toBe('cup');
    expect(quantity).toBeCloseTo(1 / 3);
  });

  it('rounds US amounts to what a cook measures', () => {
    // 5 tsp is 1⅔ tbsp; 100 tsp is 2 1/12 cups, shown as 2⅛.
    expect(readable({ family: 'us-volume' as Family, amount: 5 }).quantity).toBeCloseTo(5 / 3);
    expect(readable({ family: 'us-volume', amount: 100 })).toEqual({
      quantity: 2.125,
      unit: 'cup',
    });
  });
});

describe('lineText', () => {
  it.each([
    [1.2, 'kg', 'butter', '1.2 kg butter'],
    [250, 'g', 'butter', '250 g butter'],
    [1.5, 'l', 'stock', '1.5 l stock'],
    [3, null, 'onions', '3 onions'],
    [2, 'can', 'tomatoes', '2 cans tomatoes'],
    [1, 'can', 'tomatoes', '1 can tomatoes'],
    [2, 'bunch', 'parsley', '2 bunches parsley'],
    [2, 'loaf', 'bread', '2 loaves bread'],
    [1.5, 'cup', 'milk', '1½ cups milk'],
    [1, 'cup', 'milk', '1 cup milk'],
    [0.25, 'cup', 'milk', '¼ cup milk'],
    [2, 'tbsp', 'oil', '2 tbsp oil'],
    [1.25, 'lb', 'steak', '1¼ lb steak'],
    [null, null, 'salt', 'salt'],
    [0.5, null, 'lemon', '½ lemon'],
  ] as const)('%s %s %s reads %j', (quantity, unit, item, text) => {
    expect(lineText(quantity, unit, item)).toBe(text);
  });

  it.each([
    // What is counted agrees with the summed amount, whichever line gave the item.
    [3, 'onion', '3 onions'],
    [1, 'onions', '1 onion'],
    [0.5, 'lemons', '½ lemon'],
    [2, 'large egg, beaten', '2 large eggs, beaten'],
    [2, 'tomato (ripe)', '2 tomatoes (ripe)'],
    [2, 'bay leaf', '2 bay leaves'],
    [4, 'cherry', '4 cherries'],
    // Nouns a list does not count keep their form.
    [2, 'garlic', '2 garlic'],
    [2, 'hummus', '2 hummus'],
  ] as const)('%s %j reads %j', (quantity, item, text) => {
    expect(lineText(quantity, null, item)).toBe(text);
  });

  it('agrees with the amount as shown: 1.04 cups is "1 cup"', () => {
    expect(lineText(1.04, 'cup', 'milk')).toBe('1 cup milk');
  });

  it('leaves the item of a measured line as written', () => {
    expect(lineText(2, 'cup', 'chopped onion')).toBe('2 cups chopped onion');
  });
});
