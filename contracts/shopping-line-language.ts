import { type AmountLanguage, amountLanguageOf } from './amount-words.js';
import { type ParsedLine, parseShoppingLine } from './shopping-line.js';

/**
 * The language a shopping line is written in decides how it reads: only English lines make what
 * they count agree with the amount ("3 onions"); the others keep the item as written and write
 * spoons and cups their way ("3 EL Olivenöl"). Lines stored before lines had a language have
 * none, and read as English as they always did.
 */

/** The language, when it is one a shopping line can be read in; null for any other or none. */
export const lineLanguageOf = amountLanguageOf;

/** Where a line's language may come from, surest first. */
export interface LanguageHints {
  /** The language of the recipe the line was added from, when it is known. */
  recipe?: string | null | undefined;
  /** The language of the cook who adds or rewrites the line. */
  cook: string | null | undefined;
}

/**
 * Reads a line in the language it is written in: its recipe's, when known; else that of its spoon
 * or cup word ("2 EL Olivenöl" is German whoever types it); else the cook's; else English.
 */
export function readLineIn(
  text: string,
  hints: LanguageHints,
): ParsedLine & { language: AmountLanguage } {
  const known = lineLanguageOf(hints.recipe);
  const first = parseShoppingLine(text, known);
  const language = known ?? first.unitLanguage ?? lineLanguageOf(hints.cook) ?? 'en';
  // Read again in the language found, whose grammar may differ from the one read without it.
  const parsed = language === known ? first : parseShoppingLine(text, language);
  return { ...parsed, language };
}
