import { EXPORT_FILES } from '../../../contracts/portability.js';
import { HttpError } from '../../http-errors.js';
import type { Archive } from './archive.js';

/** recipes.json of 10 000 recipes with long method texts stays well under this. */
const RECIPES_FILE_MAX_BYTES = 256 * 2 ** 20;

export const notASimmerExport = () =>
  new HttpError(
    422,
    'This is not a Simmer export: it has no recipes.json. Use "Download my data" to make one.',
    'UNKNOWN_FORMAT',
  );

/** The recipes of a Simmer export (issue 11's format): the items of its recipes.json. */
export async function simmerRecipes(archive: Archive): Promise<unknown[]> {
  if (!archive.has(EXPORT_FILES.recipes)) throw notASimmerExport();
  const text = (await archive.read(EXPORT_FILES.recipes, RECIPES_FILE_MAX_BYTES)).toString('utf8');
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch {
    throw new HttpError(422, 'recipes.json in the archive is not valid JSON', 'UNREADABLE_ARCHIVE');
  }
  if (!Array.isArray(items)) {
    throw new HttpError(
      422,
      'recipes.json in the archive is not a list of recipes',
      'UNREADABLE_ARCHIVE',
    );
  }
  return items;
}
