import { describe, expect, it } from 'vitest';
import { FOREIGN_UNIT_PATTERN, foreignUnitWord } from './amount-words.js';
import {
  AMOUNT,
  AMOUNT_RANGE,
  fractionText,
  largeMetricText,
  metricText,
  parseAmount,
  parseAmountRange,
} from './amounts.js';

describe('parseAmount', () => {
  it.each([
    ['2', 2],
    ['1.5', 1.5],
    // A decimal comma, as much of Europe writes it.
    ['1,5', 1.5],
    ['1/2', 0.5],
    ['1 1/2', 1.5],
    ['1½', 1.5],
    ['1 ½', 1.5],
    ['½', 0.5],
    ['¾', 0.75],
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text)).toBeCloseTo(value);
  });

  it.each(['', 'salt', '1/0', 'a/b'])('reads %j as no amount', (text) => {
    expect(parseAmount(text)).toBeNaN();
  });
});

describe('AMOUNT and AMOUNT_RANGE', () => {
  const whole = (source: string) => new RegExp(`^${source}$`);

  it.each(['2', '1.5', '1,5', '1/2', '1 1/2', '1½', '½'])('take %j as one amount', (text) => {
    expect(whole(AMOUNT).test(text)).toBe(true);
  });

  it.each(['1-2', '1–2', '1 - 2', '2 to 3', '1/2-3/4', '1½–2'])('take %j as a range', (text) => {
    expect(whole(AMOUNT).test(text)).toBe(false);
    expect(whole(AMOUNT_RANGE).test(text)).toBe(true);
  });

  it.each(['2 bis 3', '2 à 3', '2 a 3', '1,5 bis 2'])(
    'take %j as a range in another language',
    (text) => {
      expect(whole(AMOUNT).test(text)).toBe(false);
      expect(whole(AMOUNT_RANGE).test(text)).toBe(true);
    },
  );

  it.each(['x', '1-', '-2', '2 to', 'salt', '2 a', '2a3', '2 bis', 'a 3'])(
    'take %j as neither',
    (text) => {
      expect(whole(AMOUNT_RANGE).test(text)).toBe(false);
    },
  );
});

describe('parseAmountRange', () => {
  it.each([
    ['2', 2, 2],
    ['1-2', 1, 2],
    ['1–2', 1, 2],
    ['2 to 3', 2, 3],
    ['1/2-3/4', 0.5, 0.75],
    ['2 bis 3', 2, 3],
    ['2 à 3', 2, 3],
    ['2 a 3', 2, 3],
    ['1,5 bis 2', 1.5, 2],
  ])('reads %j as %d to %d', (text, low, high) => {
    expect(parseAmountRange(text)).toEqual({ low, high });
  });

  it('reads anything else as no range', () => {
    expect(parseAmountRange('a few')).toBeNull();
    expect(parseAmountRange('1-')).toBeNull();
  });
});

describe('fractionText', () => {
  it.each([
    [2, '2'],
    [0.5, '½'],
    [1 / 3, '⅓'],
    [0.66, '⅔'],
    [1.5, '1½'],
    [2.125, '2⅛'],
    // Close to a whole number is the whole number: 1.06 cups is "1".
    [1.06, '1'],
    // From 10 up only halves, from 20 up whole numbers.
    [10.3, '10½'],
    [23.4, '23'],
    [0, '0'],
  ])('shows %d as %j', (value, text) => {
    expect(fractionText(value)).toBe(text);
  });

  it('never shows 0 for something there is some of', () => {
    expect(fractionText(0.01)).toBe('⅛');
  });

  it('leaves eighths out of converted amounts, which were never that exact', () => {
    expect(fractionText(2.125, true)).toBe('2');
    expect(fractionText(0.125, true)).toBe('⅛');
  });
});

describe('metricText and largeMetricText', () => {
  it.each([
    [0.3, '0.3'],
    [0.01, '0.1'],
    [7.4, '7.5'],
    [42.4, '42'],
    [133, '135'],
  ])('shows %d g or ml as %j', (value, text) => {
    expect(metricText(value)).toBe(text);
  });

  it.each([
    [1.25, '1.25'],
    [2, '2'],
    [1.5, '1.5'],
    [1.894, '1.89'],
    [12.34, '12.3'],
  ])('shows %d kg or l as %j', (value, text) => {
    expect(largeMetricText(value)).toBe(text);
  });
});

describe('spoons and cups in other languages', () => {
  const unitOf = (written: string) => foreignUnitWord(written)?.word.unit;

  it.each([
    ['EL', 'tbsp'],
    ['Esslöffel', 'tbsp'],
    ['TL', 'tsp'],
    ['Teelöffel', 'tsp'],
    ['Tassen', 'cup'],
    ['c. à soupe', 'tbsp'],
    ['c.à.s.', 'tbsp'],
    ['càs', 'tbsp'],
    ['cuillères à soupe', 'tbsp'],
    ['c. à café', 'tsp'],
    ['cuillère à café', 'tsp'],
    ['tasses', 'cup'],
    ['cucharadas', 'tbsp'],
    ['Cucharadita', 'tsp'],
    ['taza', 'cup'],
  ])('reads %j as %s', (written, unit) => {
    expect(unitOf(written)).toBe(unit);
    expect(new RegExp(`^(?:${FOREIGN_UNIT_PATTERN})$`, 'iu').test(written)).toBe(true);
  });

  it('reads a capital "Tasse" as German, a small one as French', () => {
    expect(foreignUnitWord('Tasse')?.language).toBe('de');
    expect(foreignUnitWord('tasse')?.language).toBe('fr');
  });

  it.each(['cup', 'tbsp', 'c', 'salt'])('leaves %j to the English table', (written) => {
    expect(foreignUnitWord(written)).toBeUndefined();
  });
});
