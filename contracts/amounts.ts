/** Amounts as recipes write them: "2", "1.5", "1,5", "1/2", "1 1/2", "1½", "½". */

import { RANGE_WORDS, SMALL_NUMBER_WORDS } from './amount-words.js';

export const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅙': 1 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const VULGARS = Object.keys(VULGAR_FRACTIONS).join('');

/**
 * Small numbers as words in English, for "two onions" and "an hour"; each reader adds the words
 * it needs. Other languages' are in SMALL_NUMBER_WORDS: "une" or "once" is only a number where
 * a unit follows it, which is for the reader to check.
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = SMALL_NUMBER_WORDS.en;

/** A regular expression source for one amount (no groups), to build larger patterns with. */
export const AMOUNT = `(?:\\d+(?:[.,]\\d+)?(?:\\s?[${VULGARS}]|\\s\\d+/\\d+)?|\\d+/\\d+|[${VULGARS}])`;

// Between the two ends of a range: a hyphen, an en or em dash, or "to" ("2-3", "2–3", "2 to 3").
// The other languages' words ("2 bis 3", "2 à 3", "2 a 3") need spaces around them: "a" is
// English for one, and only means "to" between two numbers.
const OTHER_RANGE_WORDS = Object.values(RANGE_WORDS)
  .flat()
  .filter((word) => word !== 'to');
const RANGE_SEPARATOR = `(?:\\s*(?:-|–|—|to)\\s*|\\s+(?:${OTHER_RANGE_WORDS.join('|')})\\s+)`;

/**
 * A regular expression source for an amount or a range of two (no groups). Each amount must end
 * where its number does, so "1/2" is never read as "1" followed by "/2".
 */
export const AMOUNT_RANGE = `${AMOUNT}(?![\\d/])(?:${RANGE_SEPARATOR}${AMOUNT}(?![\\d/]))?`;

/** The same with groups: the first amount, the separator, the second (both undefined alone). */
export const AMOUNT_RANGE_PARTS = `(${AMOUNT})(?![\\d/])(?:(${RANGE_SEPARATOR})(${AMOUNT})(?![\\d/]))?`;

const VULGAR = new RegExp(`[${VULGARS}]`);

/** The value of one amount written as AMOUNT matches it; NaN for anything else. */
export function parseAmount(text: string): number {
  let total = 0;
  const pieces = text.trim().replace(',', '.').split(/\s+/);
  if (pieces.length === 0 || pieces[0] === '') return Number.NaN;
  for (const piece of pieces) {
    const vulgar = VULGAR.exec(piece)?.[0];
    const whole = piece.replace(VULGAR, '');
    if (whole.includes('/')) {
      const [top, bottom] = whole.split('/').map(Number);
      if (!top || !bottom) return Number.NaN;
      total += top / bottom;
    } else if (whole) {
      const value = Number(whole);
      if (Number.isNaN(value)) return Number.NaN;
      total += value;
    }
    if (vulgar) total += VULGAR_FRACTIONS[vulgar] ?? 0;
  }
  return total;
}

const RANGE_PARTS = new RegExp(`^${AMOUNT_RANGE_PARTS}$`, 'i');

/** Both ends of an amount or range as AMOUNT_RANGE matches it ("2" is 2 to 2); null otherwise. */
export function parseAmountRange(text: string): { low: number; high: number } | null {
  const match = RANGE_PARTS.exec(text.trim());
  if (!match) return null;
  const low = parseAmount(match[1] ?? '');
  const high = match[3] === undefined ? low : parseAmount(match[3]);
  return Number.isNaN(low) || Number.isNaN(high) ? null : { low, high };
}

// The fractions a cook measures with: eighths and thirds.
const NICE = [
  [0, ''],
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
  [1, ''],
] as const;

const HALVES = [NICE[0], [1 / 2, '½'], NICE[10]] as const;
// Without eighths: for amounts converted from another unit, which were never that exact.
const COARSE = NICE.filter(
  ([value]) => (value * 8) % 2 === 0 || value * 3 === Math.round(value * 3),
);

/**
 * An amount as a cook reads it with cups and spoons: whole numbers and the nearest common
 * fraction ("1½", "⅔", "2¼"); from 10 up only halves ("12½"), from 20 up whole numbers. Never
 * 0 for something there is some of. `coarse` leaves out the eighths above ⅛ (for converted
 * amounts: 500 ml is "2 cups", not "2⅛").
 */
export function fractionText(value: number, coarse = false): string {
  if (value >= 20) return String(Math.round(value));
  let whole = Math.floor(value);
  const rest = value - whole;
  const choices: readonly (readonly [number, string])[] =
    value >= 10 ? HALVES : coarse && value >= 1 / 4 ? COARSE : NICE;
  let [nearest, glyph] = choices.reduce<readonly [number, string]>(
    (best, candidate) =>
      Math.abs(candidate[0] - rest) < Math.abs(best[0] - rest) ? candidate : best,
    NICE[0],
  );
  if (nearest === 1) {
    whole += 1;
    glyph = '';
  }
  if (whole === 0 && !glyph) return value > 0 ? '⅛' : '0';
  return `${whole || ''}${glyph}`;
}

/**
 * A metric amount, rounded as scales and jugs measure: tenths under 1, halves under 10, whole
 * numbers under 100, steps of 5 above ("0.3", "7.5", "40", "135"). Never 0 for something there
 * is some of.
 */
export function metricText(value: number): string {
  if (value < 1) return String(Math.max(0.1, Math.round(value * 10) / 10));
  if (value < 10) return String(Math.round(value * 2) / 2);
  if (value < 100) return String(Math.round(value));
  return String(Math.round(value / 5) * 5);
}

/** Litres and kilograms: up to two decimals, trailing zeros dropped ("1.25", "2", "1.5"). */
export function largeMetricText(value: number): string {
  return String(Math.round(value * (value >= 10 ? 10 : 100)) / (value >= 10 ? 10 : 100));
}
