import { RECIPE_PHOTO_MAX_BYTES } from '../../../../contracts/recipes.js';
import type { Archive } from '../archive.js';
import { mealieRecipe } from './mealie.js';
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

/** `recipes/tomato-soup/tomato-soup.json`: a recipe's JSON in the folder named by its slug. */
const isRecipeFile = (name: string) => {
  const folder = folderOf(name).replace(/\/$/, '');
  return name.endsWith('.json') && folder !== '' && `${baseName(folder)}.json` === baseName(name);
};

/** Each recipe folder's photo: `images/original.webp` (or any `images/original.*`). */
function photosOf(archive: Archive): Map<string, string> {
  const photos = new Map<string, string>();
  for (const name of archive.names()) {
    if (!/\/images\/original\.\w+$/i.test(name)) continue;
    const folder = name.replace(/images\/[^/]+$/, '');
    if (!photos.has(folder) || name.endsWith('.webp')) photos.set(folder, name);
  }
  return photos;
}

async function* read(archive: Archive, files: string[]): AsyncGenerator<ReadRecipe> {
  const photos = photosOf(archive);
  for (const file of files) {
    yield await oneRecipe(titleFromName(file), async () => {
      const recipe = mealieRecipe(
        parseJson(await archive.read(file, RECIPE_FILE_MAX_BYTES), file),
        titleFromName(file),
      );
      const photo = photos.get(folderOf(file));
      return { ...recipe, photo: photo ? () => archive.read(photo, RECIPE_PHOTO_MAX_BYTES) : null };
    });
  }
}

/** Mealie: an export zip with a folder per recipe, `<slug>.json` and `images/original.webp`. */
export const mealieReader: FormatReader = {
  format: 'mealie',
  label: 'a Mealie export (a zip of recipe folders with <slug>.json)',
  detect: async ({ archive }) => archive?.names().some(isRecipeFile) ?? false,
  async open({ archive }) {
    const files = archive?.names().filter(isRecipeFile) ?? [];
    if (!archive || files.length === 0) {
      throw notAnExport('Mealie', 'it has no recipe folders with <slug>.json');
    }
    return { total: files.length, recipes: read(archive, files), badPhoto: 'import-without' };
  },
};
