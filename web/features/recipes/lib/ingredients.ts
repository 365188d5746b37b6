import { AMOUNT_RANGE } from '@contracts/amounts';
import { UNITS } from '@contracts/recipes';

/** One ingredient row of the create and edit forms. `unit` is one of UNITS or ''. */
export interface IngredientRow {
  quantity: string;
  unit: string;
  name: string;
}

export const emptyIngredientRow = (): IngredientRow => ({ quantity: '', unit: '', name: '' });

/** Quantity, unit and name joined by single spaces, empty parts skipped. */
export function joinIngredient({ quantity, unit, name }: IngredientRow): string {
  return [quantity, unit, name]
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(' ');
}

const UNIT_SET: ReadonlySet<string> = new Set(UNITS);
// The amount grammar scaling and the shopping list read (digits, decimals, fractions, mixed forms
// such as "1½" and "1 1/2", ranges such as "1-2"), as whole words at the start of the line.
const QUANTITY = new RegExp(`^${AMOUNT_RANGE}(?= )`, 'i');

/**
 * For editing, the rule asked for splits a stored ingredient on spaces: the first word is the
 * quantity, the second the unit, the rest the name. Read literally that loses data: "2 eggs" would
 * get the unit "eggs" and a blank name (and blank-name rows are dropped on save), and "salt" would
 * become a quantity. So the split is that rule made safe (decision 011):
 * - the quantity is the amount the line starts with, in whole words ("2", "1/2", "½", "1 1/2",
 *   "1-2", "2 to 3"), never a word with more after it ("500g" stays in the name);
 * - the unit is the next word when it is one of the 12 units the form offers, written as it
 *   offers it (a unit written otherwise, "Tbsp", stays in the name, so the line keeps its words);
 * - the name is the rest and is never empty: when nothing would be left, it is the whole text.
 * Joining the parts again always gives back the original words, so editing never changes an
 * ingredient the cook did not touch.
 */
export function splitIngredient(text: string): IngredientRow {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const amount = QUANTITY.exec(words.join(' '))?.[0] ?? '';
  let index = amount ? amount.split(' ').length : 0;
  const quantity = words.slice(0, index).join(' ');
  // As written: "Tbsp" stays in the name rather than come back as "tbsp".
  const maybeUnit = words[index] ?? '';
  let unit = '';
  if (index < words.length - 1 && UNIT_SET.has(maybeUnit)) {
    unit = maybeUnit;
    index += 1;
  }
  const name = words.slice(index).join(' ');
  return name ? { quantity, unit, name } : { quantity: '', unit: '', name: words.join(' ') };
}

/** Rows with a blank name are dropped; the rest are joined. */
export function ingredientsFromRows(rows: readonly IngredientRow[]): string[] {
  return rows.filter((row) => row.name.trim()).map(joinIngredient);
}
