/**
 * The units of measure recipes and shopping lists write, and every way they are spelt. Scaling a
 * recipe and adding up a shopping list read units from this one table, so "2 Tbsp" means the same
 * thing to both.
 */

export type UnitKind = 'volume' | 'mass';
export type MeasureSystem = 'metric' | 'us';

export interface Unit {
  kind: UnitKind;
  /** Millilitres or grams in one of it. */
  base: number;
  system: MeasureSystem;
  /**
   * How many of its system's smallest unit of the same kind make one (teaspoons, ounces,
   * millilitres or grams): exact, so 1 tbsp + 1 tsp add up to 4 tsp with no rounding error.
   */
  smallest: number;
  /** Full words take a plural when there is more than one. */
  plural?: string;
}

const TABLE = {
  tsp: { kind: 'volume', base: 4.92892, system: 'us', smallest: 1 },
  tbsp: { kind: 'volume', base: 14.7868, system: 'us', smallest: 3 },
  'fl oz': { kind: 'volume', base: 29.5735, system: 'us', smallest: 6 },
  cup: { kind: 'volume', base: 236.588, system: 'us', smallest: 48, plural: 'cups' },
  pint: { kind: 'volume', base: 473.176, system: 'us', smallest: 96, plural: 'pints' },
  quart: { kind: 'volume', base: 946.353, system: 'us', smallest: 192, plural: 'quarts' },
  gallon: { kind: 'volume', base: 3785.41, system: 'us', smallest: 768, plural: 'gallons' },
  ml: { kind: 'volume', base: 1, system: 'metric', smallest: 1 },
  l: { kind: 'volume', base: 1000, system: 'metric', smallest: 1000 },
  oz: { kind: 'mass', base: 28.3495, system: 'us', smallest: 1 },
  lb: { kind: 'mass', base: 453.592, system: 'us', smallest: 16 },
  g: { kind: 'mass', base: 1, system: 'metric', smallest: 1 },
  kg: { kind: 'mass', base: 1000, system: 'metric', smallest: 1000 },
} satisfies Record<string, Unit>;
export type UnitName = keyof typeof TABLE;
/** Keyed by the short name a unit is written with once it is read. */
export const UNITS_OF_MEASURE: Readonly<Record<UnitName, Unit>> = TABLE;

export const isUnitName = (text: string): text is UnitName => Object.hasOwn(UNITS_OF_MEASURE, text);

/** The ways recipes write each unit, in lower case (see `unitNamed` for the capital T). */
export const UNIT_SPELLINGS: readonly (readonly [string, UnitName])[] = [
  ['teaspoons', 'tsp'],
  ['teaspoon', 'tsp'],
  ['tsps', 'tsp'],
  ['tsp', 'tsp'],
  ['tablespoons', 'tbsp'],
  ['tablespoon', 'tbsp'],
  ['tbsps', 'tbsp'],
  ['tbsp', 'tbsp'],
  ['tbs', 'tbsp'],
  ['tbl', 'tbsp'],
  ['fluid ounces', 'fl oz'],
  ['fluid ounce', 'fl oz'],
  ['fl oz', 'fl oz'],
  ['fl. oz', 'fl oz'],
  ['cups', 'cup'],
  ['cup', 'cup'],
  ['pints', 'pint'],
  ['pint', 'pint'],
  ['pt', 'pint'],
  ['quarts', 'quart'],
  ['quart', 'quart'],
  ['qt', 'quart'],
  ['gallons', 'gallon'],
  ['gallon', 'gallon'],
  ['gal', 'gallon'],
  ['millilitres', 'ml'],
  ['milliliters', 'ml'],
  ['millilitre', 'ml'],
  ['milliliter', 'ml'],
  ['ml', 'ml'],
  ['litres', 'l'],
  ['liters', 'l'],
  ['litre', 'l'],
  ['liter', 'l'],
  ['l', 'l'],
  ['ounces', 'oz'],
  ['ounce', 'oz'],
  ['oz', 'oz'],
  ['pounds', 'lb'],
  ['pound', 'lb'],
  ['lbs', 'lb'],
  ['lb', 'lb'],
  ['grams', 'g'],
  ['gram', 'g'],
  ['g', 'g'],
  ['kilograms', 'kg'],
  ['kilogram', 'kg'],
  ['kg', 'kg'],
  ['c', 'cup'],
];
const SPELLING_TO_UNIT = new Map(UNIT_SPELLINGS);

const asPattern = (text: string) => text.replace(/[.]/g, '\\.').replace(/ /g, '\\s+');
/** A regular expression source (no groups) for any spelling of a unit: use it with the i flag. */
export const UNIT_WORDS = [
  ...UNIT_SPELLINGS.map(([spelling]) => asPattern(spelling)),
  'T',
  't',
].join('|');

/**
 * A regular expression source to follow UNIT_WORDS with: the unit ends its word ("2 l milk" but
 * not "2 large eggs"; "2 T-bone steaks" has no tablespoon), maybe with a full stop ("1 tbsp.").
 */
export const UNIT_END = '(?![\\p{L}-])\\.?';

/** The unit a spelling (any case, a full stop after it or not) stands for. */
export function unitNamed(written: string): UnitName | undefined {
  // A capital T is a tablespoon, a small one a teaspoon: the only spelling where case matters.
  if (written === 'T' || written === 'T.') return 'tbsp';
  if (written === 't' || written === 't.') return 'tsp';
  return SPELLING_TO_UNIT.get(written.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, ''));
}
