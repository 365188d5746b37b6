import {
  amountLanguageOf,
  FOREIGN_UNIT_PATTERN,
  foreignUnitWord,
  shownUnitWord,
} from '@contracts/amount-words';
import {
  AMOUNT_RANGE_PARTS,
  fractionText,
  largeMetricText,
  metricText,
  parseAmount,
} from '@contracts/amounts';
import {
  type MeasureSystem,
  UNIT_END,
  UNIT_WORDS,
  UNITS_OF_MEASURE as UNITS,
  type UnitKind,
  type UnitName,
  unitNamed,
} from '@contracts/units';
import { perLanguage } from '@/lib/intl-formats';
import { agreeWithAmount } from './count-nouns';

/**
 * Scaling an ingredient line (decision 030): "1 1/2 cups flour" for 4 becomes "3 cups flour" for 8,
 * or "355 ml flour" in metric. Only the amount at the start of the line and the unit right after
 * it change; the rest of the words are the cook's and stay as written ("salt to taste" has no
 * amount and never changes). Quantities inside the steps are not touched: they are prose.
 */

/** How units are shown: as the recipe wrote them, or converted to one system. */
export type UnitSystem = 'original' | 'metric' | 'us';

// An amount or a range ("2", "1 1/2", "2-3", "2 to 3", "2 bis 3"), then maybe a unit that ends
// its word ("2 c flour" but not "2 carrots"), with an optional full stop after an abbreviation.
// German, French and Spanish spoons and cups come first: "2 c. à soupe" is no "2 c" (cups).
const LEADING = new RegExp(
  `^${AMOUNT_RANGE_PARTS}(?:\\s*(?:(${FOREIGN_UNIT_PATTERN}|${UNIT_WORDS})${UNIT_END}))?`,
  'iu',
);

/** The unit a written spelling stands for, in any of the languages recipes are written in. */
const unitOf = (written: string) => foreignUnitWord(written)?.word.unit ?? unitNamed(written);

/** The unit an amount of millilitres or grams reads best in, for a system. */
function bestUnit(kind: UnitKind, base: number, system: MeasureSystem): UnitName {
  if (system === 'metric') {
    if (kind === 'volume') return base >= 1000 ? 'l' : 'ml';
    return base >= 1000 ? 'kg' : 'g';
  }
  if (kind === 'mass') return base >= UNITS.lb.base ? 'lb' : 'oz';
  // A quarter cup and up in cups, a tablespoon and up in tablespoons, less in teaspoons.
  if (base >= UNITS.cup.base / 4 - 0.5) return 'cup';
  if (base >= UNITS.tbsp.base - 0.1) return 'tbsp';
  return 'tsp';
}

function amountText(value: number, unit: UnitName | undefined, converted: boolean) {
  if (unit === 'ml' || unit === 'g') return metricText(value);
  if (unit === 'l' || unit === 'kg') return largeMetricText(value);
  return fractionText(value, converted);
}

// Units the recipe spelt out in full, which agree with their amount ("1 cup", "1½ cups").
const FULL_WORDS = new Set([
  'teaspoon',
  'tablespoon',
  'fluid ounce',
  'cup',
  'pint',
  'quart',
  'gallon',
  'millilitre',
  'milliliter',
  'litre',
  'liter',
  'ounce',
  'pound',
  'gram',
  'kilogram',
]);

/** A word spelt as `like` starts: "Tassen" for a line that wrote "Tasse". */
const casedLike = (word: string, like: string) =>
  like[0] === like[0]?.toUpperCase() ? word[0]?.toUpperCase() + word.slice(1) : word;

/**
 * The unit as shown: as written (full words made to agree), or the converted unit's own, in the
 * recipe's language when it writes spoons and cups its own way ("2 Tassen Milch").
 */
function unitText(
  unit: UnitName,
  value: number,
  written: string | undefined,
  recipeLanguage: string | null,
): string {
  if (written === undefined) {
    const language = amountLanguageOf(recipeLanguage);
    const own = language && shownUnitWord(unit, language, value);
    if (own) return own;
    const { plural } = UNITS[unit];
    return value > 1 && plural ? plural : unit;
  }
  const foreign = foreignUnitWord(written);
  if (foreign) {
    const { word, language } = foreign;
    if (!word.many) return written;
    // French counts 1.5 in the singular ("1,5 tasse"); German and Spanish do not.
    const many = language === 'fr' ? value >= 2 : value > 1;
    return casedLike(many ? word.many : word.one, written);
  }
  const word = written.toLowerCase().replace(/\s+/g, ' ');
  const singular = word.replace(/s$/, '');
  if (!FULL_WORDS.has(singular)) return written;
  return value > 1 ? `${singular}s` : singular;
}

const DECIMALS = perLanguage(
  (language) => new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false }),
);

/** "1.5" as the page's language writes it ("1,5" in German); fractions and whole numbers stay. */
function withDecimalMark(text: string, language: string | undefined): string {
  return language && /^\d+\.\d+$/.test(text) ? DECIMALS(language).format(Number(text)) : text;
}

/** How a scaled line is written: the page's language, and the recipe's own. */
export interface ScaleLanguages {
  /** The page's: decimals as it writes them ("1,5" in German; "1.5" without it). */
  language?: string | undefined;
  /**
   * The recipe's: what a line without a unit counts agrees with its new amount ("2 eggs") only
   * in English, whose plurals the agreement knows; unknown (null) is read as English.
   */
  recipeLanguage?: string | null | undefined;
}

/**
 * One ingredient line scaled by `factor` and shown in `system`. Lines without an amount at the
 * start, and every line at factor 1 as written, come back unchanged.
 */
export function scaleIngredient(
  line: string,
  factor: number,
  system: UnitSystem,
  { language, recipeLanguage = null }: ScaleLanguages = {},
): string {
  if (factor === 1 && system === 'original') return line;
  const match = LEADING.exec(line.trimStart());
  if (!match) return line;
  const [whole, first = '', separator, second, writtenUnit] = match;
  const low = parseAmount(first);
  const high = second === undefined ? undefined : parseAmount(second);
  if (Number.isNaN(low) || (high !== undefined && Number.isNaN(high))) return line;
  const rest = line.trimStart().slice(whole.length).trimStart();

  let unit = writtenUnit ? unitOf(writtenUnit) : undefined;
  let values = [low, high].filter((value) => value !== undefined).map((value) => value * factor);
  let written = writtenUnit;
  if (unit && system !== 'original' && UNITS[unit].system !== system) {
    const from = UNITS[unit];
    const base = values.map((value) => value * from.base);
    const to = bestUnit(from.kind, Math.min(...base), system);
    values = base.map((value) => value / UNITS[to].base);
    unit = to;
    written = undefined;
  } else if (unit && system !== 'original' && (unit === 'ml' || unit === 'g')) {
    // Within metric, 1500 g reads better as 1.5 kg.
    const to = bestUnit(UNITS[unit].kind, Math.min(...values), 'metric');
    if (to !== unit) {
      values = values.map((value) => value / UNITS[to].base);
      unit = to;
      written = undefined;
    }
  }

  const converted = written === undefined;
  const amounts = values.map((value) => amountText(value, unit, converted));
  const shown = amounts.map((text) => withDecimalMark(text, language));
  // A range keeps its word ("2 to 3", "2 bis 3"); dashes become one en dash.
  const word = separator?.trim() ?? '';
  const amount =
    shown.length === 2 && shown[0] !== shown[1]
      ? `${shown[0]}${/\p{L}/u.test(word) ? ` ${word} ` : '–'}${shown[1]}`
      : (shown[0] ?? first);
  // The unit agrees with the amount shown: 1.06 cups is shown as "1 cup". Without a unit, what
  // is counted does ("1 egg", not "1 eggs").
  const largest = parseAmount(amounts[amounts.length - 1] ?? '');
  const unitPart = unit ? unitText(unit, largest, written, recipeLanguage) : (writtenUnit ?? '');
  const english = recipeLanguage === null || recipeLanguage === 'en';
  const counted =
    unitPart || !english ? rest : agreeWithAmount(rest, Math.max(low, high ?? low), largest);
  return [amount, unitPart, counted].filter(Boolean).join(' ');
}

/** The systems an ingredient list writes its amounts in ("200 g", "2 cups", "2 EL": spoons are US). */
export function systemsWritten(lines: readonly string[]): ReadonlySet<MeasureSystem> {
  const systems = new Set<MeasureSystem>();
  for (const line of lines) {
    const written = LEADING.exec(line.trimStart())?.[4];
    const unit = written ? unitOf(written) : undefined;
    if (unit) systems.add(UNITS[unit].system);
  }
  return systems;
}
