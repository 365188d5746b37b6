import { guessAisle } from '../../../contracts/aisle-guess.js';
import { measureOf } from '../../../contracts/shopping-line.js';
import { readLineIn } from '../../../contracts/shopping-line-language.js';
import type { Aisle } from '../../../contracts/shopping-lists.js';

/** A line about to be added: its item and, in its family of units, the amount in base units. */
export interface LineDraft {
  key: string;
  family: string;
  amount: number | null;
  item: string;
  /** The language the line is written in, which decides how it reads. */
  language: string;
  recipes: number[];
  written: string[];
}

/** A text to add, from a recipe (with how much to scale it) or typed. */
export interface LineSource {
  text: string;
  recipeId?: number | undefined;
  scale?: number | undefined;
  /** The language of the recipe it came from, when known. */
  language?: string | null | undefined;
}

/**
 * Reads the texts into drafts and adds up, before the database sees them, the ones for the same
 * item whose units convert (decision 045): one statement may then insert them all, and a week of
 * recipes asking for butter three times becomes one line. A line is read in its recipe's
 * language, else that of its spoon or cup word, else the language of the cook adding it.
 */
export function draftLines(sources: readonly LineSource[], cookLanguage: string): LineDraft[] {
  const drafts = new Map<string, LineDraft>();
  for (const source of sources) {
    const parsed = readLineIn(source.text, { recipe: source.language, cook: cookLanguage });
    if (!parsed.key) continue;
    const quantity = parsed.quantity === null ? null : parsed.quantity * (source.scale ?? 1);
    const { family, amount } = measureOf(quantity, parsed.unit);
    const id = `${parsed.key}\u0000${family}`;
    const draft = drafts.get(id);
    if (!draft) {
      drafts.set(id, {
        key: parsed.key,
        family,
        amount,
        item: parsed.item,
        language: parsed.language,
        recipes: source.recipeId ? [source.recipeId] : [],
        written: [source.text],
      });
      continue;
    }
    if (amount !== null) draft.amount = (draft.amount ?? 0) + amount;
    if (source.recipeId && !draft.recipes.includes(source.recipeId)) {
      draft.recipes.push(source.recipeId);
    }
    draft.written.push(source.text);
  }
  return [...drafts.values()];
}

/** The aisle of each draft: what the household taught, else the built-in guess. */
export function aisleOf(key: string, learned: ReadonlyMap<string, string>): Aisle {
  return (learned.get(key) as Aisle | undefined) ?? guessAisle(key);
}

/** Recipe lines that are headings ("For the sauce:") rather than things to buy. */
export const isHeading = (line: string) => /:\s*$/.test(line.trim());
