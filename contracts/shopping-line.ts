import { AMOUNT, AMOUNT_RANGE, NUMBER_WORDS, parseAmount, parseAmountRange } from './amounts.js';
import { COUNT_UNITS, singularOf } from './item-words.js';
import { itemKey } from './shopping-key.js';
import { UNIT_END, UNIT_WORDS, unitNamed } from './units.js';

export { itemKey } from './shopping-key.js';
export type { Family, Measure } from './shopping-measure.js';
export { lineText, measureOf, readable } from './shopping-measure.js';

/**
 * A shopping line as a cook types it ("2 onions", "1½ cups milk", "a pinch of salt") read into
 * its amount, unit and item, so that lines for the same thing can be added up (decision 045). The
 * amount grammar and units are the ones recipes are scaled with; a line it cannot read is all item.
 */

/** A typed shopping line read into its parts. */
export interface ParsedLine {
  /** The amount, or a range's upper bound (buy enough); null when the line has none. */
  quantity: number | null;
  /** A unit of measure by its short name ('g', 'fl oz'), a counting word ('can'), or null. */
  unit: string | null;
  /** What to buy as the cook wrote it, without the amount and unit. */
  item: string;
  /** The item normalised, so that "Onions" and "onion" are one line. */
  key: string;
}

/** After "a", words that say how much without counting: "a few", "a little". */
const NOT_ONE = new Set(['bit', 'couple', 'dozen', 'few', 'good', 'generous', 'little', 'lot']);

const LEAD = new RegExp(`^(${AMOUNT_RANGE})\\s*`, 'iu');
const WORD_NUMBER = new RegExp(`^(${Object.keys(NUMBER_WORDS).join('|')})\\s+`, 'i');
// A pack size: "400g", "14 oz", "14-oz".
const SIZE = `(${AMOUNT})(?![\\d/])\\s*-?\\s*(${UNIT_WORDS})${UNIT_END}`;
const TIMES = new RegExp(`^[x×](?=[\\s\\d])\\s*(?:${SIZE}\\s*)?`, 'iu');
const BRACKETED_SIZE = new RegExp(`^\\(\\s*${SIZE}\\s*\\)\\s*`, 'iu');
const BARE_SIZE = new RegExp(`^${SIZE}\\s+`, 'iu');
const UNIT = new RegExp(`^(${UNIT_WORDS})${UNIT_END}\\s+`, 'iu');
const FIRST_WORD = /^(\p{L}+)\s+/u;

interface Size {
  quantity: number;
  unit: string;
}

function sizeOf(match: RegExpExecArray | null): Size | null {
  const unit = match?.[2] === undefined ? undefined : unitNamed(match[2]);
  const quantity = parseAmount(match?.[1] ?? '');
  return unit && !Number.isNaN(quantity) ? { quantity, unit } : null;
}

/** A counting word at the start of `rest` with more after it: its singular and the rest. */
function countWord(rest: string): { unit: string; rest: string } | null {
  const match = FIRST_WORD.exec(rest);
  const unit = singularOf(match?.[1]?.toLowerCase() ?? '');
  return match && COUNT_UNITS.has(unit) ? { unit, rest: rest.slice(match[0].length) } : null;
}

/** The unit and item after an amount; null when nothing would be left to buy. */
function afterAmount(quantity: number, rest: string): Omit<ParsedLine, 'key'> | null {
  let size: Size | null = null;
  const times = TIMES.exec(rest);
  const bracketed = times ? null : BRACKETED_SIZE.exec(rest);
  if (times || bracketed) {
    size = sizeOf(times ?? bracketed);
    rest = rest.slice((times ?? bracketed)?.[0].length ?? 0);
  } else {
    // "2 400g tins": a size with no brackets or "x" only counts before a counting word.
    const bare = BARE_SIZE.exec(rest);
    if (bare && countWord(rest.slice(bare[0].length))) {
      size = sizeOf(bare);
      rest = rest.slice(bare[0].length);
    }
  }
  // Two tins of a size are bought as two tins; "2 x 400g chopped tomatoes" as 800 g.
  const counted = countWord(rest);
  const unitMatch = counted || size ? null : UNIT.exec(rest);
  let unit: string | null = null;
  if (counted) {
    unit = counted.unit;
    rest = counted.rest;
  } else if (size) {
    quantity *= size.quantity;
    unit = size.unit;
  } else if (unitMatch) {
    unit = unitNamed(unitMatch[1] ?? '') ?? null;
    rest = rest.slice(unitMatch[0].length);
  }
  // "a pinch of salt": the "of" belongs to the measure, not to what is bought.
  const item = (unit ? rest.replace(/^of\s+/i, '') : rest).trim();
  return item ? { quantity, unit, item } : null;
}

/** Reads a typed line. Lines that do not start with an amount are all item: "salt", "Eggs 6". */
export function parseShoppingLine(text: string): ParsedLine {
  const line = text.trim().replace(/\s+/g, ' ');
  let parsed: Omit<ParsedLine, 'key'> | null = null;
  const lead = LEAD.exec(line);
  const range = lead ? parseAmountRange(lead[1] ?? '') : null;
  if (lead && range) {
    const rest = line.slice(lead[0].length);
    parsed = afterAmount(range.high, rest);
    // A number run into a word that is no unit is part of a name: "7up", "3rd".
    const glued = !/\s$/.test(lead[0]) && rest !== '';
    if (glued && parsed?.unit === null && !/^[x×]/i.test(rest)) parsed = null;
  } else {
    const word = WORD_NUMBER.exec(line);
    const number = word ? NUMBER_WORDS[(word[1] ?? '').toLowerCase()] : undefined;
    const rest = word ? line.slice(word[0].length) : '';
    const next = FIRST_WORD.exec(rest)?.[1]?.toLowerCase() ?? rest.toLowerCase();
    if (number !== undefined && !NOT_ONE.has(next)) parsed = afterAmount(number, rest);
  }
  const { quantity, unit, item } = parsed ?? { quantity: null, unit: null, item: line };
  return { quantity, unit, item, key: itemKey(item) };
}
