import {
  type AmountLanguage,
  FOREIGN_UNIT_PATTERN,
  foreignUnitWord,
  SMALL_NUMBER_WORDS,
} from './amount-words.js';
import { AMOUNT, AMOUNT_RANGE, NUMBER_WORDS, parseAmount, parseAmountRange } from './amounts.js';
import { COUNT_UNITS, singularOf } from './item-words.js';
import { itemKey } from './shopping-key.js';
import { UNIT_END, UNIT_WORDS, unitNamed } from './units.js';

export { itemKey } from './shopping-key.js';
export type { Family, Measure } from './shopping-measure.js';
export { foreignUnitText, lineText, measureOf, readable } from './shopping-measure.js';

/**
 * A shopping line as a cook types it ("2 onions", "1½ cups milk", "a pinch of salt", "2 EL
 * Olivenöl") read into its amount, unit and item, so that lines for the same thing can be added up
 * (decision 045). The amount grammar and units are the ones recipes are scaled with; a line it
 * cannot read is all item. Counting words ("2 cans"), number words ("two") and "of" are English
 * grammar, read only in lines in English or in no known language.
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
  /** The language of the unit word, when it was a spoon or cup in another language ("EL"). */
  unitLanguage?: AmountLanguage;
}

type Read = Omit<ParsedLine, 'key'>;

/** After "a", words that say how much without counting: "a few", "a little". */
const NOT_ONE = new Set(['bit', 'couple', 'dozen', 'few', 'good', 'generous', 'little', 'lot']);

const LEAD = new RegExp(`^(${AMOUNT_RANGE})\\s*`, 'iu');
// A pack size: "400g", "14 oz", "14-oz".
const SIZE = `(${AMOUNT})(?![\\d/])\\s*-?\\s*(${UNIT_WORDS})${UNIT_END}`;
const TIMES = new RegExp(`^[x×](?=[\\s\\d])\\s*(?:${SIZE}\\s*)?`, 'iu');
const BRACKETED_SIZE = new RegExp(`^\\(\\s*${SIZE}\\s*\\)\\s*`, 'iu');
const BARE_SIZE = new RegExp(`^${SIZE}\\s+`, 'iu');
const UNIT = new RegExp(`^(${UNIT_WORDS})${UNIT_END}\\s+`, 'iu');
// Before the English spellings, so that "2 c. à soupe" is never read as "2 c" (cups).
const FOREIGN_UNIT = new RegExp(`^(${FOREIGN_UNIT_PATTERN})${UNIT_END}\\s+`, 'iu');
const FIRST_WORD = /^(\p{L}+)\s+/u;
// What joins a measure to what is measured in French and Spanish ("2 tasses de lait"): it stays
// in the item, which reads as written, but not in its key.
const LINKING = /^(?:de\s+|d['’]\s*|del\s+)/i;

/** The number a word stands for in a table of number words ("toString" is none). */
const numberIn = (table: Readonly<Record<string, number>>, word: string) =>
  Object.hasOwn(table, word) ? table[word] : undefined;

/** Whether a line is read with English grammar: it is English, or its language is not known. */
const readsEnglish = (language: AmountLanguage | null | undefined) =>
  !language || language === 'en';

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
function countWord(rest: string, english: boolean): { unit: string; rest: string } | null {
  if (!english) return null;
  const match = FIRST_WORD.exec(rest);
  const unit = singularOf(match?.[1]?.toLowerCase() ?? '');
  return match && COUNT_UNITS.has(unit) ? { unit, rest: rest.slice(match[0].length) } : null;
}

/** A spoon or cup another language writes at the start of `rest` (not in English lines). */
function foreignUnit(rest: string, language: AmountLanguage | null | undefined) {
  const match = language === 'en' ? null : FOREIGN_UNIT.exec(rest);
  const found = match && foreignUnitWord(match[1] ?? '');
  return found ? { ...found, rest: rest.slice(match[0].length) } : null;
}

/** The unit and item after an amount; null when nothing would be left to buy. */
function afterAmount(
  quantity: number,
  rest: string,
  language: AmountLanguage | null | undefined,
): Read | null {
  const english = readsEnglish(language);
  let size: Size | null = null;
  const times = TIMES.exec(rest);
  const bracketed = times ? null : BRACKETED_SIZE.exec(rest);
  if (times || bracketed) {
    size = sizeOf(times ?? bracketed);
    rest = rest.slice((times ?? bracketed)?.[0].length ?? 0);
  } else {
    // "2 400g tins": a size with no brackets or "x" only counts before a counting word.
    const bare = BARE_SIZE.exec(rest);
    if (bare && countWord(rest.slice(bare[0].length), english)) {
      size = sizeOf(bare);
      rest = rest.slice(bare[0].length);
    }
  }
  // Two tins of a size are bought as two tins; "2 x 400g chopped tomatoes" as 800 g.
  const counted = countWord(rest, english);
  const foreign = counted || size ? null : foreignUnit(rest, language);
  const unitMatch = counted || size || foreign ? null : UNIT.exec(rest);
  let unit: string | null = null;
  if (counted) {
    unit = counted.unit;
    rest = counted.rest;
  } else if (size) {
    quantity *= size.quantity;
    unit = size.unit;
  } else if (foreign) {
    unit = foreign.word.unit;
    rest = foreign.rest;
  } else if (unitMatch) {
    unit = unitNamed(unitMatch[1] ?? '') ?? null;
    rest = rest.slice(unitMatch[0].length);
  }
  // "a pinch of salt": the "of" belongs to the measure, not to what is bought.
  const item = (unit && english && !foreign ? rest.replace(/^of\s+/i, '') : rest).trim();
  if (!item) return null;
  return foreign
    ? { quantity, unit, item, unitLanguage: foreign.language }
    : { quantity, unit, item };
}

/**
 * A line that starts with a number in words. English ones ("two onions", "a pinch of salt") are
 * read as before; other languages' ("eine Tasse Milch", "une tasse de lait") are also ordinary
 * words ("une", "once"), so they are only read where a unit of that language follows.
 */
function wordAmount(line: string, language: AmountLanguage | null | undefined): Read | null {
  const word = FIRST_WORD.exec(line);
  if (!word) return null;
  const written = (word[1] ?? '').toLowerCase();
  const rest = line.slice(word[0].length);
  const englishNumber = readsEnglish(language) ? numberIn(NUMBER_WORDS, written) : undefined;
  if (englishNumber !== undefined) {
    const next = FIRST_WORD.exec(rest)?.[1]?.toLowerCase() ?? rest.toLowerCase();
    return NOT_ONE.has(next) ? null : afterAmount(englishNumber, rest, language);
  }
  if (language === 'en') return null;
  const languages = language ? [language] : (['de', 'fr', 'es'] as const);
  for (const candidate of languages) {
    const number = numberIn(SMALL_NUMBER_WORDS[candidate], written);
    const parsed = number === undefined ? null : afterAmount(number, rest, language);
    // Without a known language, only the unit's own language makes the word a number.
    if (parsed?.unit && (language || parsed.unitLanguage === candidate)) return parsed;
  }
  return null;
}

/** The key of an item; in French and Spanish without the "de" after a measure. */
function keyOf(read: Read, language: AmountLanguage | null | undefined): string {
  const written = language ?? read.unitLanguage;
  const linked = read.unit && (written === 'fr' || written === 'es');
  return itemKey(linked ? read.item.replace(LINKING, '') || read.item : read.item);
}

/**
 * Reads a typed line. Lines that do not start with an amount are all item: "salt", "Eggs 6". In
 * another language than English ("de", "fr", "es") the English grammar is left out; in English
 * ("en") so are the other languages' spoons and cups; with none known, both are read.
 */
export function parseShoppingLine(text: string, language?: AmountLanguage | null): ParsedLine {
  const line = text.trim().replace(/\s+/g, ' ');
  let parsed: Read | null = null;
  const lead = LEAD.exec(line);
  const range = lead ? parseAmountRange(lead[1] ?? '') : null;
  if (lead && range) {
    const rest = line.slice(lead[0].length);
    parsed = afterAmount(range.high, rest, language);
    // A number run into a word that is no unit is part of a name: "7up", "3rd".
    const glued = !/\s$/.test(lead[0]) && rest !== '';
    if (glued && parsed?.unit === null && !/^[x×]/i.test(rest)) parsed = null;
  } else {
    parsed = wordAmount(line, language);
  }
  const read = parsed ?? { quantity: null, unit: null, item: line };
  return { ...read, key: keyOf(read, language) };
}
