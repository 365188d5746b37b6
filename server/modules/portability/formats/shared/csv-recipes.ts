// Plan to Eat and MyRecipeBox export one recipe per CSV row, under a header row naming the
// columns. Both are read the same way, by column name; only the names differ.

import { capitalised, collapseWhitespace } from '../../../../text.js';
import { stepsFromText } from '../../../recipe-import/recipe-steps.js';
import { fieldLines, fieldText, nameList, servingsText, timeText } from './fields.js';
import { type ForeignRecipe, type ReadRecipe, withExtras } from './foreign-recipe.js';
import { nutritionFromText, present, sourceOf, starsOf } from './organised.js';

/** A header as compared: lower case, `_` and `-` as spaces, whitespace collapsed. */
export const columnName = (header: string) =>
  collapseWhitespace(header.toLowerCase().replace(/[_-]+/g, ' '));

/** Which columns hold what, each as the header names it may go by (as `columnName` gives). */
export interface CsvColumns {
  title: string[];
  description: string[];
  prepTime: string[];
  cookTime: string[];
  servings: string[];
  yield: string[];
  ingredients: string[];
  instructions: string[];
  /**
   * Columns kept in the description, in this order, under these labels; or, with `field`, put in
   * that organising field (what of it the field cannot hold stays under the label).
   */
  extras: Array<{ label: string; names: string[]; list?: boolean; field?: OrganisingColumn }>;
}

/** The organising fields a CSV column may fill. */
export type OrganisingColumn =
  | 'tags'
  | 'sourceUrl'
  | 'totalTime'
  | 'rating'
  | 'notes'
  | 'nutrition';

/** A header as a label: "wine_pairing" → "Wine pairing", "Wine Pairing" as it is. */
const headerLabel = (header: string) => capitalised(collapseWhitespace(header.replace(/_+/g, ' ')));

/** Bookkeeping columns that mean nothing to a cook. */
const IGNORED = /^(?:id|uuid|guid|created|created at|updated|updated at|modified|modified at)$/;

/**
 * The recipes of a CSV export's rows, the first row being the header: one per row, blank rows
 * passed over. A column the format has no place for is kept as an extra under its own header, so
 * nothing is dropped. A row without a title is refused, named by its row number as a spreadsheet
 * shows it (the header is row 1).
 */
export function csvRecipes(rows: readonly string[][], columns: CsvColumns): ReadRecipe[] {
  const [header, ...records] = rows;
  if (!header) return [];
  const names = header.map(columnName);
  const indexOf = (wanted: readonly string[]) => {
    for (const name of wanted) {
      const index = names.indexOf(name);
      if (index !== -1) return index;
    }
    return -1;
  };
  const known = new Set<number>();
  const claim = (wanted: readonly string[]) => {
    const index = indexOf(wanted);
    if (index !== -1) known.add(index);
    return index;
  };
  const at = {
    title: claim(columns.title),
    description: claim(columns.description),
    prepTime: claim(columns.prepTime),
    cookTime: claim(columns.cookTime),
    servings: claim(columns.servings),
    yield: claim(columns.yield),
    ingredients: claim(columns.ingredients),
    instructions: claim(columns.instructions),
  };
  const extras = columns.extras.map((extra) => ({ ...extra, index: claim(extra.names) }));
  const others = names.flatMap((name, index) =>
    known.has(index) || !name || IGNORED.test(name)
      ? []
      : [{ label: headerLabel(header[index] as string), index }],
  );

  const recipes: ReadRecipe[] = [];
  records.forEach((record, i) => {
    if (record.every((cell) => !cell.trim())) return;
    const cell = (index: number) => (index === -1 ? '' : (record[index] ?? ''));
    const title = fieldLines(cell(at.title)).join(' ');
    if (!title) {
      recipes.push({ title: `Row ${i + 2}`, reason: 'It has no title' });
      return;
    }
    const servings = servingsText(cell(at.servings));
    const yields = servingsText(cell(at.yield));
    const values: Record<string, string | readonly string[] | null> = {};
    // Servings said in more words than the number ("4-6 people"), and any yield that is not just
    // the servings again, are kept as written.
    values.Servings = servings.text;
    if (yields.text && yields.text !== servings.text) values.Yield = yields.text;
    const organised = organisedColumns(
      extras.filter((extra) => extra.field),
      cell,
      values,
    );
    for (const extra of extras) {
      if (extra.field) continue;
      values[extra.label] = extra.list ? nameList(cell(extra.index)) : fieldText(cell(extra.index));
    }
    for (const other of others) values[other.label] ??= fieldText(cell(other.index));
    recipes.push({
      ...organised,
      title,
      description: withExtras(fieldText(cell(at.description)), values),
      prepTime: timeText(cell(at.prepTime)),
      cookTime: timeText(cell(at.cookTime)),
      servings: servings.servings ?? yields.servings,
      ingredients: fieldLines(cell(at.ingredients)),
      instructions: stepsFromText(cell(at.instructions)),
      photo: null,
    });
  });
  return recipes;
}

/**
 * The organising fields a row's columns fill (several tag columns add up, in order); what a
 * field cannot hold (a source that is not a web address, nutrition it cannot place) is put in
 * `values` under the column's label, for the description.
 */
function organisedColumns(
  columns: Array<{ label: string; index: number; field?: OrganisingColumn }>,
  cell: (index: number) => string,
  values: Record<string, string | readonly string[] | null>,
): Partial<ForeignRecipe> {
  const fields: Partial<ForeignRecipe> & { tags: string[] } = { tags: [] };
  for (const { label, index, field } of columns) {
    const text = fieldText(cell(index));
    if (!text) continue;
    if (field === 'tags') fields.tags.push(...nameList(text));
    else if (field === 'totalTime') fields.totalTime ??= timeText(text);
    else if (field === 'notes') fields.notes ??= text;
    else if (field === 'rating') fields.rating ??= starsOf(text);
    else if (field === 'sourceUrl') {
      const source = sourceOf(text);
      fields.sourceUrl ??= source.sourceUrl;
      values[label] = source.extra;
    } else if (field === 'nutrition') {
      const read = nutritionFromText(text);
      fields.nutrition ??= read.nutrition;
      values[label] = read.rest;
    }
  }
  return present(fields);
}
