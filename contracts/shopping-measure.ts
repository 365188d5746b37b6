import { type AmountLanguage, shownUnitWord } from './amount-words.js';
import { fractionText, parseAmount } from './amounts.js';
import { isCountable, pluralOf, singularOf } from './item-words.js';
import {
  type MeasureSystem,
  UNITS_OF_MEASURE,
  type UnitKind,
  type UnitName,
  unitNamed,
} from './units.js';

/**
 * Adding up shopping lines: amounts in units that convert exactly (grams and kilograms, spoons and
 * cups, ounces and pounds) add up; metric and US measures stay apart, as do things counted in
 * containers, since a can of tomatoes has no known weight.
 */

/** The group lines add up within, and the amount in that group's base unit. */
export type Family =
  | 'metric-mass'
  | 'us-mass'
  | 'metric-volume'
  | 'us-volume'
  | 'count'
  | `unit:${string}`
  | 'none';
/** Base units: g, oz, ml, tsp, pieces; a counting unit ("unit:can") keeps its count. */
export interface Measure {
  family: Family;
  amount: number | null;
}

export function measureOf(quantity: number | null, unit: string | null): Measure {
  if (quantity === null || !Number.isFinite(quantity)) return { family: 'none', amount: null };
  const written = unit?.trim().replace(/\s+/g, ' ') ?? '';
  if (!written) return { family: 'count', amount: quantity };
  const name = unitNamed(written);
  if (!name) return { family: `unit:${singularOf(written.toLowerCase())}`, amount: quantity };
  const { system, kind, smallest } = UNITS_OF_MEASURE[name];
  const family: `${MeasureSystem}-${UnitKind}` = `${system}-${kind}`;
  return { family, amount: quantity * smallest };
}

// Sums of floating-point amounts land a hair under a threshold (0.1 + 0.2); this much is equal.
const EPSILON = 1e-9;

/** What fractionText shows, as a number: the nearest eighth or third (halves from 10 up). */
const asFraction = (value: number) => parseAmount(fractionText(value));

/** Whole grams and millilitres from 10 up, tenths below (a pinch of saffron is not 0 g). */
const asMetric = (value: number) =>
  value >= 10 ? Math.round(value) : Math.max(0.1, Math.round(value * 10) / 10);

const asLargeMetric = (value: number) => Math.round(value * 100) / 100;

/** The quantity and unit that read best for a summed amount ("1200 g" is "1.2 kg"). */
export function readable(measure: Measure): { quantity: number | null; unit: string | null } {
  const { family, amount } = measure;
  if (amount === null || family === 'none') return { quantity: null, unit: null };
  if (amount <= 0) return { quantity: 0, unit: unitOfFamily(family) };
  switch (family) {
    case 'metric-mass':
    case 'metric-volume': {
      const [small, large] = family === 'metric-mass' ? ['g', 'kg'] : ['ml', 'l'];
      return Math.round(amount) >= 1000
        ? { quantity: asLargeMetric(amount / 1000), unit: large }
        : { quantity: asMetric(amount), unit: small };
    }
    case 'us-mass':
      return asFraction(amount) >= 16
        ? { quantity: asFraction(amount / 16), unit: 'lb' }
        : { quantity: asFraction(amount), unit: 'oz' };
    case 'us-volume':
      // A quarter cup and up in cups, a tablespoon and up in tablespoons, less in teaspoons.
      if (amount >= 12 - EPSILON) return { quantity: asFraction(amount / 48), unit: 'cup' };
      if (amount >= 3 - EPSILON) return { quantity: asFraction(amount / 3), unit: 'tbsp' };
      return { quantity: asFraction(amount), unit: 'tsp' };
    default:
      return { quantity: asFraction(amount), unit: unitOfFamily(family) };
  }
}

function unitOfFamily(family: Family): string | null {
  if (family.startsWith('unit:')) return family.slice('unit:'.length);
  const base: Partial<Record<Family, string>> = {
    'metric-mass': 'g',
    'metric-volume': 'ml',
    'us-mass': 'oz',
    'us-volume': 'tsp',
  };
  return base[family] ?? null;
}

/** The noun a count is of: the last word before a comma or bracket ("large eggs, beaten"). */
function agreeing(item: string, quantity: number): string {
  const match = /^([^,;(]*?)(\p{L}+)(\s*(?:[,;(].*)?)$/u.exec(item);
  if (!match) return item;
  const [, before = '', noun = '', after = ''] = match;
  const agreed = quantity > 1 ? (isCountable(noun) ? pluralOf(noun) : noun) : singularOf(noun);
  return `${before}${agreed}${after}`;
}

/** The amount as the list shows it: metric in decimals, the rest in the fractions cooks measure. */
function amountText(quantity: number, name: UnitName | undefined): string {
  return name && UNITS_OF_MEASURE[name].system === 'metric'
    ? String(Math.round(quantity * 100) / 100)
    : fractionText(quantity);
}

/**
 * The unit as a line in another language than English shows it ("EL", "Tassen"); undefined for
 * English lines and for units that language writes as English does ("g", "can").
 */
export function foreignUnitText(
  quantity: number | null,
  unit: string | null,
  language?: AmountLanguage | null,
): string | undefined {
  const name = unit ? unitNamed(unit.trim()) : undefined;
  if (quantity === null || !name || !language) return undefined;
  return shownUnitWord(name, language, parseAmount(amountText(quantity, name)));
}

/**
 * The line as the list shows it: "1.2 kg butter", "3 onions", "2 cans tomatoes", "1½ cups milk",
 * "salt". In English (and lines of no known language) what is counted agrees with its amount, so
 * "2 onions" and "1 onion" read "3 onions"; the other languages' plurals are not known, so their
 * items stay as written, and their spoons and cups are written their way ("3 EL Olivenöl").
 */
export function lineText(
  quantity: number | null,
  unit: string | null,
  item: string,
  language?: AmountLanguage | null,
): string {
  const written = unit?.trim() || null;
  if (quantity === null) return [written, item].filter(Boolean).join(' ');
  const name = written ? unitNamed(written) : undefined;
  const amount = amountText(quantity, name);
  const english = !language || language === 'en';
  // Agreeing with the amount as shown: 1.04 cups shows as "1 cup".
  const shown = parseAmount(amount);
  let unitText = written;
  const plural = name && UNITS_OF_MEASURE[name].plural;
  const foreign = foreignUnitText(quantity, written, language);
  if (foreign) unitText = foreign;
  else if (name) unitText = shown > 1 && plural ? plural : name;
  else if (written && english) {
    unitText = shown > 1 ? pluralOf(singularOf(written)) : singularOf(written);
  }
  const itemText = written || !english ? item : agreeing(item, shown);
  return [amount, unitText, itemText].filter(Boolean).join(' ');
}
