/**
 * The words recipes use around amounts, one table per language the app speaks. Kept apart from
 * the grammar in amounts.ts so that adding a language is adding a table, and the patterns built
 * from them stay readable.
 */

import type { UnitName } from './units.js';

export type AmountLanguage = 'en' | 'de' | 'fr' | 'es';

const AMOUNT_LANGUAGES: readonly string[] = ['en', 'de', 'fr', 'es'] satisfies AmountLanguage[];

/** The language, when the word tables have it (a recipe's, a shopping line's); null otherwise. */
export const amountLanguageOf = (value: unknown): AmountLanguage | null =>
  typeof value === 'string' && AMOUNT_LANGUAGES.includes(value) ? (value as AmountLanguage) : null;

/**
 * Small numbers as words ("two onions", "eine Stunde", "dos horas"). Many are also ordinary words
 * ("a", "une", "elf", "once"), so a reader only takes one as a number where a unit follows it.
 */
export const SMALL_NUMBER_WORDS: Readonly<
  Record<AmountLanguage, Readonly<Record<string, number>>>
> = {
  en: {
    a: 1,
    an: 1,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
  },
  de: {
    // The forms "one" takes after a preposition: "nach einer Stunde", "für einen Tag".
    ein: 1,
    eine: 1,
    einer: 1,
    einen: 1,
    einem: 1,
    zwei: 2,
    drei: 3,
    vier: 4,
    fünf: 5,
    sechs: 6,
    sieben: 7,
    acht: 8,
    neun: 9,
    zehn: 10,
    elf: 11,
    zwölf: 12,
    // "One and a half", said as one word.
    anderthalb: 1.5,
    eineinhalb: 1.5,
  },
  fr: {
    un: 1,
    une: 1,
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    six: 6,
    sept: 7,
    huit: 8,
    neuf: 9,
    dix: 10,
    onze: 11,
    douze: 12,
  },
  es: {
    un: 1,
    uno: 1,
    una: 1,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    once: 11,
    doce: 12,
  },
};

/**
 * Words between the two ends of a range that only mean "to" between two numbers ("10 bis 15",
 * "10 à 15", "10 a 15"): English "a" is also "one", so these are never read on their own.
 */
export const RANGE_WORDS: Readonly<Record<AmountLanguage, readonly string[]>> = {
  en: ['to'],
  de: ['bis'],
  fr: ['à'],
  es: ['a'],
};

/** A unit as one language writes it: `one` for a single one, `many` for more (none if fixed). */
export interface UnitWord {
  one: string;
  many?: string;
  unit: UnitName;
  /**
   * On the one word per unit and language that a shopping list writes the unit with: how it is
   * printed there, with the capitals the language gives it ("EL", "Tasse").
   */
  shown?: { one: string; many?: string };
}

/**
 * Spoons and cups in the languages besides English (whose spellings are in units.ts): these are
 * what a recipe converts between metric and US measures. A full stop in a spelling may be left
 * out and a space may be missing ("c. à s.", "càs"). Grams, kilograms, millilitres and litres
 * are written alike everywhere and need no table.
 */
export const FOREIGN_UNIT_WORDS: Readonly<Record<Exclude<AmountLanguage, 'en'>, UnitWord[]>> = {
  de: [
    { one: 'esslöffel', many: 'esslöffel', unit: 'tbsp' },
    { one: 'el', unit: 'tbsp', shown: { one: 'EL' } },
    { one: 'teelöffel', many: 'teelöffel', unit: 'tsp' },
    { one: 'tl', unit: 'tsp', shown: { one: 'TL' } },
    { one: 'tasse', many: 'tassen', unit: 'cup', shown: { one: 'Tasse', many: 'Tassen' } },
  ],
  fr: [
    { one: 'cuillère à soupe', many: 'cuillères à soupe', unit: 'tbsp' },
    { one: 'cuillerée à soupe', many: 'cuillerées à soupe', unit: 'tbsp' },
    { one: 'c. à soupe', unit: 'tbsp', shown: { one: 'c. à soupe' } },
    { one: 'c. à s.', unit: 'tbsp' },
    { one: 'cuillère à café', many: 'cuillères à café', unit: 'tsp' },
    { one: 'cuillerée à café', many: 'cuillerées à café', unit: 'tsp' },
    { one: 'c. à café', unit: 'tsp', shown: { one: 'c. à café' } },
    { one: 'c. à c.', unit: 'tsp' },
    { one: 'tasse', many: 'tasses', unit: 'cup', shown: { one: 'tasse', many: 'tasses' } },
  ],
  es: [
    {
      one: 'cucharada',
      many: 'cucharadas',
      unit: 'tbsp',
      shown: { one: 'cucharada', many: 'cucharadas' },
    },
    { one: 'cda.', unit: 'tbsp' },
    { one: 'cdas.', unit: 'tbsp' },
    {
      one: 'cucharadita',
      many: 'cucharaditas',
      unit: 'tsp',
      shown: { one: 'cucharadita', many: 'cucharaditas' },
    },
    { one: 'cdta.', unit: 'tsp' },
    { one: 'cdtas.', unit: 'tsp' },
    { one: 'taza', many: 'tazas', unit: 'cup', shown: { one: 'taza', many: 'tazas' } },
  ],
};

/** Without full stops and spaces, in lower case: how a spelling is looked up however it is typed. */
const bare = (text: string) => text.toLowerCase().replace(/[.\s]/g, '');

const SPELLINGS = Object.entries(FOREIGN_UNIT_WORDS).flatMap(([language, words]) =>
  words.flatMap((word) =>
    [word.one, word.many ?? word.one].map((spelling) => ({
      spelling,
      word,
      language: language as AmountLanguage,
    })),
  ),
);
const BY_SPELLING = new Map<string, (typeof SPELLINGS)[number][]>();
for (const entry of SPELLINGS) {
  const key = bare(entry.spelling);
  BY_SPELLING.set(key, [...(BY_SPELLING.get(key) ?? []), entry]);
}

// A full stop may be left out or stand for a space, and a space may be missing: "c. à s.",
// "c.à.s.", "càs".
const asPattern = (spelling: string) => spelling.replace(/\./g, '\\.?').replace(/ /g, '\\.?\\s*');

/**
 * A regular expression source (no groups) for any spelling in FOREIGN_UNIT_WORDS, longest first.
 * Use it with the i and u flags and before the English spellings, so that "c. à soupe" is never
 * read as "c" (a cup).
 */
export const FOREIGN_UNIT_PATTERN = [...new Set(SPELLINGS.map(({ spelling }) => spelling))]
  .sort((a, b) => b.length - a.length)
  .map(asPattern)
  .join('|');

/**
 * The unit a spelling in FOREIGN_UNIT_WORDS (any case, with or without its stops) stands for, and
 * the language it is in. "Tasse" is German and French: German writes nouns with a capital, so a
 * capital "Tasse" agrees as "Tassen", a small one as "tasses".
 */
export function foreignUnitWord(
  written: string,
): { word: UnitWord; language: AmountLanguage } | undefined {
  const found = BY_SPELLING.get(bare(written)) ?? [];
  const capital = /^\p{Lu}/u.test(written);
  const chosen = found.find(({ language }) => (language === 'de') === capital) ?? found[0];
  return chosen && { word: chosen.word, language: chosen.language };
}

/**
 * How a line in `language` writes a spoon or cup unit for an amount ("3 EL", "2 Tassen",
 * "1,5 tasse"): a shopping line's, or a recipe's converted to US measures; undefined for English, whose spellings are in units.ts, and for units the
 * language writes as English does.
 */
export function shownUnitWord(
  unit: UnitName,
  language: AmountLanguage,
  amount: number,
): string | undefined {
  if (language === 'en') return undefined;
  const shown = FOREIGN_UNIT_WORDS[language].find(
    (word) => word.unit === unit && word.shown,
  )?.shown;
  if (!shown) return undefined;
  // French counts below two in the singular ("1,5 tasse"); German and Spanish do not.
  const many = language === 'fr' ? amount >= 2 : amount > 1;
  return (many && shown.many) || shown.one;
}
