import { guessAisle } from '../../../contracts/aisle-guess.js';
import { measureOf, parseShoppingLine } from '../../../contracts/shopping-line.js';
import type { Aisle } from '../../../contracts/shopping-lists.js';

/** A line about to be added: its item and, in its family of units, the amount in base units. */
export interface LineDraft {
  key: string;
  family: string;
  amount: number | null;
  item: string;
  recipes: number[];
  written: string[];
}

/** A text to add, from a recipe (with how much to scale it) or typed. */
export interface LineSource {
  text: string;
  recipeId?: number | undefined;
  scale?: number | undefined;
}

/**
 * Reads the texts into drafts and adds up, before the database sees them, the ones for the same
 * item whose units convert (decision 045): one statement may then insert them all, and a week of
 * recipes asking for butter three times becomes one line.
 */
export function draftLines(sources: readonly LineSource[]): LineDraft[] {
  const drafts = new Map<string, LineDraft>();
  for (const source of sources) {
    const parsed = parseShoppingLine(source.text);
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
