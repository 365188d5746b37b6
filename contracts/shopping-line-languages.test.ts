import { describe, expect, it } from 'vitest';
import type { AmountLanguage } from './amount-words.js';
import {
  foreignUnitText,
  lineText,
  type Measure,
  measureOf,
  parseShoppingLine,
  readable,
} from './shopping-line.js';
import { lineLanguageOf, readLineIn } from './shopping-line-language.js';

/**
 * Adds lines up as a list would for a cook of `cook`: each read in its language, lines of the
 * same key and family summed, the first line's language kept, read back in the best unit.
 */
function addUp(cook: AmountLanguage, ...lines: string[]): string[] {
  const groups = new Map<string, Measure & { item: string; language: AmountLanguage }>();
  for (const line of lines) {
    const { quantity, unit, item, key, language } = readLineIn(line, { cook });
    const measure = measureOf(quantity, unit);
    const id = `${key}|${measure.family}`;
    const group = groups.get(id);
    if (!group) groups.set(id, { ...measure, item, language });
    else if (group.amount !== null && measure.amount !== null) group.amount += measure.amount;
  }
  return [...groups.values()].map(({ family, amount, item, language }) => {
    const { quantity, unit } = readable({ family, amount });
    return lineText(quantity, unit, item, language);
  });
}

describe('German lines', () => {
  it('keep their nouns as written: no English plural is made of them', () => {
    expect(addUp('de', '2 Zwiebeln', '1 Zwiebel')).toEqual(['2 Zwiebeln', '1 Zwiebel']);
    expect(addUp('de', '2 Zwiebeln', '2 Zwiebeln')).toEqual(['4 Zwiebeln']);
    expect(lineText(2, null, 'Zwiebeln', 'de')).toBe('2 Zwiebeln');
  });

  it('add up spoons of either size, written the German way', () => {
    expect(addUp('de', '2 EL Olivenöl', '1 TL Olivenöl')).toEqual(['2⅓ EL Olivenöl']);
    expect(addUp('de', '1 TL Salz', '1 TL Salz')).toEqual(['2 TL Salz']);
    // Four tablespoons are a quarter cup, which reads best in cups.
    expect(addUp('de', '2 EL Olivenöl', '2 EL Olivenöl')).toEqual(['¼ Tasse Olivenöl']);
    expect(addUp('de', '2 Esslöffel Zucker', '1 EL Zucker')).toEqual(['3 EL Zucker']);
  });

  it('write a cup as "Tasse", and more than one as "Tassen"', () => {
    expect(addUp('de', '1 Tasse Milch')).toEqual(['1 Tasse Milch']);
    expect(addUp('de', '1 Tasse Milch', '1 Tasse Milch')).toEqual(['2 Tassen Milch']);
    expect(addUp('de', 'eine Tasse Milch', '½ Tasse Milch')).toEqual(['1½ Tassen Milch']);
  });

  it('are German by their spoon word, whoever types them', () => {
    expect(readLineIn('2 EL Olivenöl', { cook: 'en' })).toMatchObject({
      quantity: 2,
      unit: 'tbsp',
      item: 'Olivenöl',
      language: 'de',
    });
    expect(addUp('en', '2 EL Olivenöl', '1 TL Olivenöl')).toEqual(['2⅓ EL Olivenöl']);
  });

  it('add English spoons to German ones, and show metric amounts as before', () => {
    expect(addUp('de', '2 EL Öl', '1 tbsp Öl')).toEqual(['3 EL Öl']);
    expect(addUp('de', '500 g Mehl', '1 kg Mehl')).toEqual(['1.5 kg Mehl']);
  });

  it('read no English counting words or number words', () => {
    expect(parseShoppingLine('2 Pack Milch', 'de')).toEqual({
      quantity: 2,
      unit: null,
      item: 'Pack Milch',
      key: 'pack milch',
    });
    expect(addUp('de', '2 Pack Milch', '1 Pack Milch')).toEqual(['3 Pack Milch']);
    // "Eine" is only a number where a unit follows it.
    expect(parseShoppingLine('Eine Zwiebel', 'de')).toMatchObject({ quantity: null });
  });
});

describe('French lines', () => {
  it('read "c. à soupe" as a tablespoon, never as "c" (a cup)', () => {
    expect(readLineIn('2 c. à soupe de sucre', { cook: 'en' })).toMatchObject({
      quantity: 2,
      unit: 'tbsp',
      item: 'de sucre',
      key: 'sucre',
      language: 'fr',
    });
  });

  it("add up spoons, keeping the item's own words", () => {
    expect(addUp('fr', "2 c. à soupe d'huile", "1 c. à café d'huile")).toEqual([
      "2⅓ c. à soupe d'huile",
    ]);
    expect(addUp('fr', '1 c. à café de sel', '1 c. à c. de sel')).toEqual(['2 c. à café de sel']);
  });

  it('count a cup below two in the singular, as French does', () => {
    expect(addUp('fr', '1 tasse de lait', '½ tasse de lait')).toEqual(['1½ tasse de lait']);
    expect(addUp('fr', 'une tasse de lait', '1 tasse de lait')).toEqual(['2 tasses de lait']);
  });

  it('keep nouns as written', () => {
    expect(addUp('fr', '2 oignons', '2 oignons')).toEqual(['4 oignons']);
    expect(addUp('fr', '1 oignon')).toEqual(['1 oignon']);
  });
});

describe('Spanish lines', () => {
  it('add up spoons in the Spanish words', () => {
    expect(addUp('es', '2 cucharadas de aceite', '1 cucharada de aceite')).toEqual([
      '3 cucharadas de aceite',
    ]);
    // Three teaspoons are a tablespoon.
    expect(addUp('es', '1 cucharadita de sal', '2 cdtas. de sal')).toEqual(['1 cucharada de sal']);
  });

  it('write cups as "taza" and "tazas"', () => {
    expect(addUp('en', 'una taza de leche', '1 taza de leche')).toEqual(['2 tazas de leche']);
    expect(addUp('es', '1 taza de leche')).toEqual(['1 taza de leche']);
  });

  it('keep nouns as written', () => {
    expect(addUp('es', '2 cebollas', '1 cebollas')).toEqual(['3 cebollas']);
  });
});

describe('English lines', () => {
  it('read and add up as before', () => {
    expect(addUp('en', '2 onions', '1 onion')).toEqual(['3 onions']);
    expect(addUp('en', '1 tbsp oil', '1 tsp oil')).toEqual(['1⅓ tbsp oil']);
    expect(addUp('en', '1 can tomatoes', '1 can of tomatoes')).toEqual(['2 cans tomatoes']);
    expect(addUp('en', 'a pinch of salt')).toEqual(['1 pinch salt']);
  });

  it("leave other languages' spoons alone once a line is known to be English", () => {
    expect(parseShoppingLine('1 El Paso taco kit', 'en')).toMatchObject({
      quantity: 1,
      unit: null,
      item: 'El Paso taco kit',
    });
  });

  it('are lines of no known language, as lines stored before languages were', () => {
    expect(lineText(2, 'cup', 'milk', null)).toBe('2 cups milk');
    expect(lineText(3, null, 'onion', undefined)).toBe('3 onions');
  });
});

describe('lineLanguageOf', () => {
  it.each([
    ['de', 'de'],
    ['en', 'en'],
    ['it', null],
    [null, null],
    [undefined, null],
  ])('takes %j as %j', (value, language) => {
    expect(lineLanguageOf(value)).toBe(language);
  });
});

describe('foreignUnitText', () => {
  it.each([
    [3, 'tbsp', 'de', 'EL'],
    [1, 'tsp', 'de', 'TL'],
    [1, 'cup', 'de', 'Tasse'],
    [2, 'cup', 'de', 'Tassen'],
    [1.5, 'cup', 'fr', 'tasse'],
    [2, 'tbsp', 'fr', 'c. à soupe'],
    [2, 'tbsp', 'es', 'cucharadas'],
    [1, 'tsp', 'es', 'cucharadita'],
  ] as const)('writes %s %s in %s as %j', (quantity, unit, language, text) => {
    expect(foreignUnitText(quantity, unit, language)).toBe(text);
  });

  it.each([
    [2, 'cup', 'en'],
    [2, 'cup', null],
    [500, 'g', 'de'],
    [2, 'fl oz', 'de'],
    [null, 'cup', 'de'],
  ] as const)('leaves %s %s in %s to English', (quantity, unit, language) => {
    expect(foreignUnitText(quantity, unit, language)).toBeUndefined();
  });
});
