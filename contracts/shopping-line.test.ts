import { describe, expect, it } from 'vitest';
import {
  itemKey,
  lineText,
  type Measure,
  measureOf,
  parseShoppingLine,
  readable,
} from './shopping-line.js';

describe('parseShoppingLine', () => {
  it.each([
    // [typed, quantity, unit, item, key]
    ['2 onions', 2, null, 'onions', 'onion'],
    ['1½ cups milk', 1.5, 'cup', 'milk', 'milk'],
    ['1 1/2 cups sugar', 1.5, 'cup', 'sugar', 'sugar'],
    ['1 ½ cups sugar', 1.5, 'cup', 'sugar', 'sugar'],
    ['salt', null, null, 'salt', 'salt'],
    ['200 g butter', 200, 'g', 'butter', 'butter'],
    ['500 g minced beef', 500, 'g', 'minced beef', 'minced beef'],
    ['500g flour', 500, 'g', 'flour', 'flour'],
    ['1,5 kg potatoes', 1.5, 'kg', 'potatoes', 'potato'],
    ['2 Tbsp oil', 2, 'tbsp', 'oil', 'oil'],
    ['2 TBSP oil', 2, 'tbsp', 'oil', 'oil'],
    ['1 KG Flour', 1, 'kg', 'Flour', 'flour'],
    ['2 L milk', 2, 'l', 'milk', 'milk'],
    // A capital T is a tablespoon and a small one a teaspoon, as in recipes.
    ['1 T. butter', 1, 'tbsp', 'butter', 'butter'],
    ['1 t vanilla', 1, 'tsp', 'vanilla', 'vanilla'],
    ['2 fl oz cream', 2, 'fl oz', 'cream', 'cream'],
    ['1 pint milk', 1, 'pint', 'milk', 'milk'],
    ['1 lb beef', 1, 'lb', 'beef', 'beef'],
    ['3 large eggs', 3, null, 'large eggs', 'large egg'],
    ['½ lemon', 0.5, null, 'lemon', 'lemon'],
    ['two onions', 2, null, 'onions', 'onion'],
    ['an onion', 1, null, 'onion', 'onion'],
  ])('reads %j', (text, quantity, unit, item, key) => {
    expect(parseShoppingLine(text)).toEqual({ quantity, unit, item, key });
  });

  it.each([
    // A range buys enough for its upper end.
    ['1-2 onions', 2, null, 'onions'],
    ['1–2 cloves garlic', 2, 'clove', 'garlic'],
    ['2 to 3 carrots', 3, null, 'carrots'],
  ])('reads the range in %j as its upper end', (text, quantity, unit, item) => {
    expect(parseShoppingLine(text)).toMatchObject({ quantity, unit, item });
  });

  it.each([
    ['1 can tomatoes', 1, 'can', 'tomatoes', 'tomato'],
    ['3 cloves garlic, minced', 3, 'clove', 'garlic, minced', 'garlic'],
    ['2 bunches parsley', 2, 'bunch', 'parsley', 'parsley'],
    ['4 rashers bacon', 4, 'rasher', 'bacon', 'bacon'],
    ['2 packages cream cheese', 2, 'package', 'cream cheese', 'cream cheese'],
    ['a pinch of salt', 1, 'pinch', 'salt', 'salt'],
    ['A can of tomatoes', 1, 'can', 'tomatoes', 'tomato'],
    // Cans of a size are bought as cans; the size stays in the text the line was added as.
    ['1 (14 oz) can tomatoes', 1, 'can', 'tomatoes', 'tomato'],
    ['2 x 400g tins chopped tomatoes', 2, 'tin', 'chopped tomatoes', 'chopped tomato'],
    ['2x400g tins tomatoes', 2, 'tin', 'tomatoes', 'tomato'],
    ['2 14-oz cans beans', 2, 'can', 'beans', 'bean'],
  ])('counts the containers in %j', (text, quantity, unit, item, key) => {
    expect(parseShoppingLine(text)).toEqual({ quantity, unit, item, key });
  });

  it('multiplies out packs with no container named', () => {
    expect(parseShoppingLine('2 x 400g chopped tomatoes')).toMatchObject({
      quantity: 800,
      unit: 'g',
      item: 'chopped tomatoes',
    });
  });

  it.each([
    // No amount at the start: the line is all item.
    'Eggs 6',
    'a few apples',
    'a little butter',
    '7up',
    // A number alone, or a number and a unit with nothing to buy, is kept whole.
    '2',
  ])('keeps %j as written, with no amount', (text) => {
    expect(parseShoppingLine(text)).toMatchObject({ quantity: null, unit: null, item: text });
  });

  it('reads a unit word only where it ends: "2 T-bone steaks" has no tablespoons', () => {
    expect(parseShoppingLine('2 T-bone steaks')).toMatchObject({
      quantity: 2,
      unit: null,
      item: 'T-bone steaks',
    });
    expect(parseShoppingLine('2 large carrots')).toMatchObject({ unit: null });
  });

  it('trims and collapses the spaces the cook typed', () => {
    expect(parseShoppingLine('  2   cups   brown  sugar ')).toEqual({
      quantity: 2,
      unit: 'cup',
      item: 'brown sugar',
      key: 'brown sugar',
    });
  });
});

describe('itemKey', () => {
  it.each([
    ['Onions', 'onion'],
    ['tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['berries', 'berry'],
    ['cherries', 'cherry'],
    ['bay leaves', 'bay leaf'],
    ['loaves', 'loaf'],
    ['peaches', 'peach'],
    ['radishes', 'radish'],
    ['cloves', 'clove'],
    ['olives', 'olive'],
    ['cookies', 'cookie'],
    ['chillies', 'chilli'],
    ['cherry tomatoes', 'cherry tomato'],
    // Words that end in s without being plurals stay whole.
    ['hummus', 'hummus'],
    ['asparagus', 'asparagus'],
    ['molasses', 'molasses'],
    ['watercress', 'watercress'],
    ['couscous', 'couscous'],
    // Notes about how it is used or prepared are not part of what to buy.
    ['onions, chopped', 'onion'],
    ['basil (optional)', 'basil'],
    ['tomatoes (ripe), diced', 'tomato'],
    ['salt to taste', 'salt'],
    ['parsley for garnish', 'parsley'],
    ['of flour', 'flour'],
    ['  Red   Onions ', 'red onion'],
  ])('gives %j the key %j', (item, key) => {
    expect(itemKey(item)).toBe(key);
  });

  it('keeps the item when nothing but a note is left', () => {
    expect(itemKey('(optional)')).toBe('(optional)');
  });
});

/** Adds lines up as a list would: same key and family, summed, read back in the best unit. */
function addUp(...lines: string[]): string[] {
  const groups = new Map<string, Measure & { item: string }>();
  for (const line of lines) {
    const { quantity, unit, item, key } = parseShoppingLine(line);
    const measure = measureOf(quantity, unit);
    const id = `${key}|${measure.family}`;
    const group = groups.get(id);
    if (!group) groups.set(id, { ...measure, item });
    else if (group.amount !== null && measure.amount !== null) group.amount += measure.amount;
  }
  return [...groups.values()].map(({ family, amount, item }) => {
    const { quantity, unit } = readable({ family, amount });
    return lineText(quantity, unit, item);
  });
}

describe('lines for the same thing add up', () => {
  it.each([
    [['200 g butter', '50 g butter'], ['250 g butter']],
    [['1 kg flour', '200 g flour'], ['1.2 kg flour']],
    [['750 ml stock', '750 ml stock'], ['1.5 l stock']],
    [['1 tbsp oil', '1 tsp oil'], ['1⅓ tbsp oil']],
    [['2 cups milk', '2 cups milk'], ['4 cups milk']],
    [['1 tsp salt', '2 tsp salt'], ['1 tbsp salt']],
    [['12 oz steak', '8 oz steak'], ['1¼ lb steak']],
    [['2 onions', '1 onion'], ['3 onions']],
    [['1 Onion', '2 onions'], ['3 Onions']],
    [['½ lemon', '½ lemon'], ['1 lemon']],
    [['1 can tomatoes', '1 can of tomatoes'], ['2 cans tomatoes']],
    [['3 large eggs', '2 large eggs'], ['5 large eggs']],
  ])('%j read as %j', (lines, expected) => {
    expect(addUp(...lines)).toEqual(expected);
  });

  it.each([
    // A can has no known weight, and metric and US measures are kept as the cook wrote them.
    [
      ['1 can tomatoes', '400 g tomatoes'],
      ['1 can tomatoes', '400 g tomatoes'],
    ],
    [
      ['1 cup flour', '200 g flour'],
      ['1 cup flour', '200 g flour'],
    ],
    [
      ['1 lb beef', '500 g beef'],
      ['1 lb beef', '500 g beef'],
    ],
    [
      ['2 onions', '2 shallots'],
      ['2 onions', '2 shallots'],
    ],
  ])('%j stay apart', (lines, expected) => {
    expect(addUp(...lines)).toEqual(expected);
  });
});
