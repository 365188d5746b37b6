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
// Digits, decimals, fractions (1/2, ½), ranges (1-2) and mixed forms such as 1½.
const QUANTITY = /^(\d+([.,]\d+)?|\d*[¼½¾⅓⅔⅛⅜⅝⅞]|\d+\/\d+)([-–](\d+([.,]\d+)?|\d+\/\d+))?$/;
const FRACTION = /^(\d+\/\d+|[¼½¾⅓⅔⅛⅜⅝⅞])$/;

/**
 * For editing, the rule asked for splits a stored ingredient on spaces: the first word is the
 * quantity, the second the unit, the rest the name. Read literally that loses data: "2 eggs" would
 * get the unit "eggs" and a blank name (and blank-name rows are dropped on save), and "salt" would
 * become a quantity. So the split is that rule made safe (decision 011):
 * - the quantity is the first word when it looks like an amount ("2", "1/2", "½", "1-2"),
 *   together with a following fraction ("1 1/2");
 * - the unit is the next word when it is one of the 12 units the form offers, written as it
 *   offers it (a unit written otherwise, "Tbsp", stays in the name, so the line keeps its words);
 * - the name is the rest and is never empty: when nothing would be left, it is the whole text.
 * Joining the parts again always gives back the original words, so editing never changes an
 * ingredient the cook did not touch.
 */
export function splitIngredient(text: string): IngredientRow {
  const words = text.trim().split(/\s+/).filter(Boolean);
  let index = 0;
  if (words.length > 1 && QUANTITY.test(words[0] ?? '')) {
    index = 1;
    if (words.length > 2 && /^\d+$/.test(words[0] ?? '') && FRACTION.test(words[1] ?? '')) {
      index = 2;
    }
  }
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
