import { ErrorCode } from '../../../../contracts/errors.js';
import { RECIPE_PHOTO_MAX_BYTES } from '../../../../contracts/recipes.js';
import { HttpError } from '../../../http-errors.js';
import type { Archive } from '../archive.js';
import { mealieBackupCookbooks } from './mealie-backup-cookbooks.js';
import {
  hyphenated,
  indexMealieBackup,
  mealieBackupRecipe,
  mealieTables,
} from './mealie-database.js';
import {
  folderOf,
  oneRecipe,
  parseJsonText,
  readTextOnce,
  takeText,
} from './shared/export-files.js';
import { notAnExport, type RecipeStream } from './shared/format-reader.js';
import { asObject, jsonText } from './shared/json-values.js';

// A Mealie v1+ backup (Admin → Backups, decision 041): `database.json`, the dump of every table,
// and the photos in `data/recipes/<recipe id>/images/` (`original.webp` and its smaller copies
// `min-original.webp`, `tiny-original.webp`), at the zip's root or under the one folder a cook
// who unzipped and zipped it again put them in. database.json is read whole, once (detection's
// read is kept for the import), within the import's largest-file limit.

const DATABASE = 'database.json';
const SIZES = ['original', 'min-original', 'tiny-original'];

/** database.json at the root or one folder down (not the Finder's `__MACOSX/` copy). */
export const mealieDatabaseFile = (archive: Archive): string | undefined =>
  archive
    .names()
    .find(
      (name) =>
        (name === DATABASE || /^[^/]+\/database\.json$/.test(name)) &&
        !name.startsWith('__MACOSX/'),
    );

/**
 * Whether the zip is a backup: a database.json with a `recipes` table (looked for, not parsed).
 * One too large to read is taken for a backup, so that opening it refuses it as too large
 * rather than as a file Simmer does not know.
 */
export async function isMealieBackup(archive: Archive, maxFileBytes: number): Promise<boolean> {
  const file = mealieDatabaseFile(archive);
  if (!file) return false;
  try {
    return /"recipes"\s*:\s*\[/.test(await readTextOnce(archive, file, maxFileBytes));
  } catch (error) {
    if (!(error instanceof HttpError)) return false;
    if (error.code === ErrorCode.ENTRY_TOO_LARGE) return true;
    if (error.code === ErrorCode.ARCHIVE_TOO_LARGE) throw error;
    return false;
  }
}

/** The first of a recipe's photos the zip holds, by its id as Mealie names its folder. */
function photoOf(archive: Archive, root: string, id: string) {
  const folders = [...new Set([hyphenated(id), id])];
  const found = folders
    .flatMap((folder) => SIZES.map((size) => `${root}data/recipes/${folder}/images/${size}.webp`))
    .find((path) => archive.has(path));
  return found ? () => archive.read(found, RECIPE_PHOTO_MAX_BYTES) : null;
}

/** The backup's recipes, one at a time, and then its cookbooks. */
export async function openMealieBackup(
  archive: Archive,
  maxFileBytes: number,
): Promise<RecipeStream> {
  const file = mealieDatabaseFile(archive) ?? DATABASE;
  const tables = mealieTables(parseJsonText(await takeText(archive, file, maxFileBytes), file));
  if (!tables) throw notAnExport('Mealie', `its ${DATABASE} has no recipes table`);
  const index = indexMealieBackup(tables);
  const root = folderOf(file);
  const rows = tables.recipes ?? [];
  async function* recipes() {
    for (const row of rows) {
      const id = jsonText(asObject(row).id);
      yield await oneRecipe(jsonText(asObject(row).name) || id, async () => ({
        ...mealieBackupRecipe(row, index),
        photo: photoOf(archive, root, id),
      }));
    }
  }
  return {
    total: rows.length,
    recipes: recipes(),
    badPhoto: 'import-without',
    cookbooks: async () => mealieBackupCookbooks(tables, index),
  };
}
