import { describe, expect, it } from 'vitest';
import { guessAisle } from './aisle-guess.js';
import { AISLE_ITEMS } from './aisle-items.js';
import { parseShoppingLine } from './shopping-line.js';
import { AISLES } from './shopping-lists.js';

describe('guessAisle', () => {
  it.each([
    ['onion', 'produce'],
    ['red onion', 'produce'],
    ['cherry tomato', 'produce'],
    ['fresh basil', 'produce'],
    ['lemon juice', 'produce'],
    ['chicken thigh', 'meat and fish'],
    ['chicken thighs', 'meat and fish'],
    ['boneless skinless chicken breast', 'meat and fish'],
    ['minced beef', 'meat and fish'],
    ['ground beef', 'meat and fish'],
    ['smoked salmon', 'meat and fish'],
    ['egg', 'dairy and eggs'],
    ['large egg', 'dairy and eggs'],
    ['greek yogurt', 'dairy and eggs'],
    ['mature cheddar', 'dairy and eggs'],
    ['sourdough bread', 'bakery'],
    ['burger bun', 'bakery'],
    ['flour', 'pantry'],
    ['olive oil', 'pantry'],
    ['chicken stock', 'pantry'],
    ['coconut milk', 'pantry'],
    ['peanut butter', 'pantry'],
    ['salt', 'spices'],
    ['ground cumin', 'spices'],
    ['bay leaf', 'spices'],
    ['ice cream', 'frozen'],
    ['puff pastry', 'frozen'],
    ['orange juice', 'drinks'],
    ['red wine', 'drinks'],
    ['paper towel', 'household'],
    ['washing-up liquid', 'household'],
  ] as const)('puts %j in %s', (key, aisle) => {
    expect(guessAisle(key)).toBe(aisle);
  });

  it.each([
    // How something is kept decides the aisle before what it is.
    ['frozen peas', 'frozen'],
    ['frozen spinach', 'frozen'],
    ['canned tuna', 'pantry'],
    ['tinned tomatoes', 'pantry'],
    ['dried oregano', 'spices'],
    ['dried thyme', 'spices'],
    ['dried apricots', 'pantry'],
    ['dried mushrooms', 'pantry'],
    // Ground ginger is a spice, ground almonds are still nuts.
    ['ground ginger', 'spices'],
    ['ground coriander', 'spices'],
    ['ground almonds', 'pantry'],
  ] as const)('puts %j in %s by how it is kept', (key, aisle) => {
    expect(guessAisle(key)).toBe(aisle);
  });

  it.each(['unicorn dust', 'frozen', 'dried', '', 'xyz 123'])('puts unknown %j in other', (key) => {
    expect(guessAisle(key)).toBe('other');
  });

  it('guesses from a typed line through its key', () => {
    expect(guessAisle(parseShoppingLine('2 Red Onions, sliced').key)).toBe('produce');
    expect(guessAisle(parseShoppingLine('1 (14 oz) can chickpeas').key)).toBe('pantry');
    expect(guessAisle(parseShoppingLine('3 large eggs').key)).toBe('dairy and eggs');
  });

  it('knows a few hundred items, each in the aisle it is listed under', () => {
    const entries = Object.entries(AISLE_ITEMS).flatMap(([aisle, names]) =>
      names.split(',').map((name) => [name.trim(), aisle] as const),
    );
    expect(entries.length).toBeGreaterThanOrEqual(300);
    for (const [name, aisle] of entries) {
      expect(AISLES).toContain(aisle);
      expect([name, guessAisle(name)]).toEqual([name, aisle]);
    }
  });
});
