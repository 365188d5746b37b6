import { RECIPE_PHOTO_MAX_BYTES } from '../../../../contracts/recipes.js';
import { HttpError } from '../../../http-errors.js';
import type { Thing } from '../../recipe-import/json-ld.js';
import type { Archive } from '../archive.js';
import { nextcloudRecipe } from './nextcloud.js';
import {
  baseName,
  folderOf,
  oneRecipe,
  parseJson,
  RECIPE_FILE_MAX_BYTES,
  titleFromName,
} from './shared/export-files.js';
import type { ReadRecipe } from './shared/foreign-recipe.js';
import { type FormatReader, notAnExport } from './shared/format-reader.js';
import { isJsonObject } from './shared/json-values.js';

/** Each recipe's recipe.json, in a folder of its own. */
const recipeFiles = (archive: Archive) =>
  archive.names().filter((name) => baseName(name) === 'recipe.json' && folderOf(name) !== '');

/** Each folder's photo: full.jpg as Nextcloud writes it, or any full.* beside the recipe. */
function photosOf(archive: Archive): Map<string, string> {
  const photos = new Map<string, string>();
  for (const name of archive.names()) {
    if (!/^full\.\w+$/i.test(baseName(name))) continue;
    const folder = folderOf(name);
    if (!photos.has(folder) || baseName(name) === 'full.jpg') photos.set(folder, name);
  }
  return photos;
}

async function* read(archive: Archive, files: string[]): AsyncGenerator<ReadRecipe> {
  const photos = photosOf(archive);
  for (const file of files) {
    const folder = folderOf(file);
    yield await oneRecipe(titleFromName(folder), async () => {
      const json = parseJson(await archive.read(file, RECIPE_FILE_MAX_BYTES), file);
      if (!isJsonObject(json)) {
        throw new HttpError(422, `${file} is not a recipe`);
      }
      const photo = photos.get(folder);
      return {
        ...nextcloudRecipe(json as Thing, titleFromName(folder)),
        photo: photo ? () => archive.read(photo, RECIPE_PHOTO_MAX_BYTES) : null,
      };
    });
  }
}

/** Nextcloud Cookbook: a zip of folders, each with a schema.org recipe.json and full.jpg. */
export const nextcloudReader: FormatReader = {
  format: 'nextcloud',
  label: 'a Nextcloud Cookbook zip (folders with recipe.json)',
  detect: async ({ archive }) =>
    archive !== null &&
    recipeFiles(archive).length > 0 &&
    !archive.names().some((name) => name.toLowerCase().endsWith('.zip')),
  async open({ archive }) {
    const files = archive ? recipeFiles(archive) : [];
    if (!archive || files.length === 0) {
      throw notAnExport('Nextcloud Cookbook', 'it has no folders with a recipe.json');
    }
    return { total: files.length, recipes: read(archive, files), badPhoto: 'import-without' };
  },
};
