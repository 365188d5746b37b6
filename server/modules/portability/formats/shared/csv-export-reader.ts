import { ErrorCode } from '../../../../../contracts/errors.js';
import { HttpError } from '../../../../http-errors.js';
import type { Archive } from '../../archive.js';
import { parseCsv } from './csv.js';
import { columnName } from './csv-recipes.js';
import { decodeText, readTextOnce, takeText } from './export-files.js';
import type { ReadRecipe } from './foreign-recipe.js';
import { type FormatReader, type ImportSource, notAnExport } from './format-reader.js';

// Plan to Eat and MyRecipeBox export a CSV file: uploaded as it is, or in a zip holding one.
// Which app wrote it is told by its header row (`detectCsvFormat`).

/**
 * The longest row read (csv-parse bounds a row, not each cell): a whole recipe's method is a few
 * kilobytes, a megabyte is plenty.
 */
export const CSV_MAX_ROW_CHARS = 2 ** 20;

/** The header is looked for in the file's first bytes. */
const HEADER_PEEK = 4096;

const isCsv = (name: string) => name.toLowerCase().endsWith('.csv');

/** The one CSV file of a zip; null when it holds none, or several. */
function csvFileOf(archive: Archive): string | null {
  const files = archive.names().filter(isCsv);
  return files.length === 1 ? (files[0] as string) : null;
}

/** Column names only one of the two apps writes. */
const PLAN_TO_EAT_ONLY = ['directions', 'main ingredient', 'prep time', 'cook time', 'nutrition'];
const MY_RECIPE_BOX_ONLY = ['instructions', 'preparation time', 'cooking time', 'categories'];

/**
 * Which app wrote a CSV export, from its header row: a title and an ingredients column, and more
 * of the column names only Plan to Eat writes ("Directions", "Main Ingredient") or only
 * MyRecipeBox writes ("instructions", "preparation_time"); null for any other CSV.
 */
export function detectCsvFormat(header: string[]): 'plantoeat' | 'myrecipebox' | null {
  const names = new Set(header.map(columnName));
  if (!(names.has('title') || names.has('name')) || !names.has('ingredients')) return null;
  const planToEat = PLAN_TO_EAT_ONLY.filter((name) => names.has(name)).length;
  const myRecipeBox = MY_RECIPE_BOX_ONLY.filter((name) => names.has(name)).length;
  if (planToEat > myRecipeBox) return 'plantoeat';
  if (myRecipeBox > planToEat) return 'myrecipebox';
  return null;
}

/** The header row's cells, from the start of a CSV text; null when it is not CSV at all. */
function headerOf(start: string): string[] | null {
  const end = start.search(/[\r\n]/);
  try {
    return (
      parseCsv(end === -1 ? start : start.slice(0, end), { maxRowChars: HEADER_PEEK })[0] ?? null
    );
  } catch {
    return null;
  }
}

/** Which app wrote the upload's CSV (a .csv, or a zip of one); null when it is no such CSV. */
async function csvFormatOf(source: ImportSource): Promise<'plantoeat' | 'myrecipebox' | null> {
  let start: string;
  if (source.archive) {
    const name = csvFileOf(source.archive);
    if (!name) return null;
    start = (await readTextOnce(source.archive, name, source.maxFileBytes)).slice(0, HEADER_PEEK);
  } else {
    start = decodeText(source.start);
  }
  const header = headerOf(start);
  return header ? detectCsvFormat(header) : null;
}

/**
 * A reader of one app's CSV export: its rows read by `recipesOf`. A row over
 * CSV_MAX_ROW_CHARS, or a quote never closed, refuses the file with the row it is in.
 */
export function csvExportReader(
  format: 'plantoeat' | 'myrecipebox',
  app: string,
  recipesOf: (rows: string[][]) => ReadRecipe[],
): FormatReader {
  const notThis = (why: string) => notAnExport(app, why);
  return {
    format,
    label: `a ${app} CSV export (.csv, or a zip of one)`,
    detect: async (source) => (await csvFormatOf(source)) === format,
    async open(source) {
      let text: string;
      if (source.archive) {
        const name = csvFileOf(source.archive);
        if (!name) throw notThis('the zip does not hold one .csv file');
        text = await takeText(source.archive, name, source.maxFileBytes);
      } else {
        text = await source.text();
      }
      let rows: string[][];
      try {
        rows = parseCsv(text, { maxRowChars: CSV_MAX_ROW_CHARS });
      } catch (error) {
        const message = (error as Error).message;
        throw /longer than/.test(message)
          ? new HttpError(413, message, ErrorCode.ENTRY_TOO_LARGE)
          : new HttpError(422, message, ErrorCode.UNREADABLE_ARCHIVE);
      }
      const header = (rows[0] ?? []).map(columnName);
      if (!header.includes('title') && !header.includes('name')) {
        throw notThis('its first row names no Title column');
      }
      const recipes = recipesOf(rows);
      return { total: recipes.length, recipes, badPhoto: 'import-without' };
    },
  };
}
