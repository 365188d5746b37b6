import { ErrorCode } from '../../../../contracts/errors.js';
import { RECIPE_PHOTO_MAX_BYTES } from '../../../../contracts/recipes.js';
import { HttpError } from '../../../http-errors.js';
import type { Archive } from '../archive.js';
import {
  baseName,
  oneRecipe,
  parseJson,
  RECIPE_FILE_MAX_BYTES,
  titleFromName,
} from './shared/export-files.js';
import type { ReadRecipe } from './shared/foreign-recipe.js';
import { type FormatReader, notAnExport } from './shared/format-reader.js';
import { tandoorRecipe } from './tandoor.js';

/** One recipe's zip inside the export: its recipe.json and one photo. */
const RECIPE_ZIP_MAX_BYTES = RECIPE_PHOTO_MAX_BYTES + RECIPE_FILE_MAX_BYTES;

const isZip = (name: string) => name.toLowerCase().endsWith('.zip');

async function* read(archive: Archive, names: string[]): AsyncGenerator<ReadRecipe> {
  for (const name of names) {
    // The recipe's zip is read into memory only while its recipe is imported.
    const inner = await oneRecipe(titleFromName(name), () =>
      archive.openNested(name, RECIPE_ZIP_MAX_BYTES),
    );
    if ('reason' in inner) {
      yield inner;
      continue;
    }
    try {
      yield await oneRecipe(titleFromName(name), async () => {
        const file = inner.names().find((entry) => baseName(entry) === 'recipe.json');
        if (!file) throw new HttpError(422, `${name} holds no recipe.json`);
        const recipe = tandoorRecipe(
          parseJson(await inner.read(file, RECIPE_FILE_MAX_BYTES), file),
          titleFromName(name),
        );
        const image = inner.names().find((entry) => /^image\.\w+$/i.test(baseName(entry)));
        return { ...recipe, photo: image ? () => inner.read(image, RECIPE_PHOTO_MAX_BYTES) : null };
      });
    } finally {
      inner.close();
    }
  }
}

/** Tandoor: an export zip holding one zip per recipe, each with recipe.json and an image. */
export const tandoorReader: FormatReader = {
  format: 'tandoor',
  label: 'a Tandoor export (a zip of recipe zips)',
  async detect({ archive }) {
    const first = archive?.names().find(isZip);
    if (!archive || !first) return false;
    try {
      const inner = await archive.openNested(first, RECIPE_ZIP_MAX_BYTES);
      const found = inner.names().some((name) => baseName(name) === 'recipe.json');
      inner.close();
      return found;
    } catch (error) {
      // Not a zip after all: some other format's; anything hostile is refused as it is.
      if (error instanceof HttpError && error.code === ErrorCode.NOT_AN_ARCHIVE) return false;
      throw error;
    }
  },
  async open({ archive }) {
    const names = archive?.names().filter(isZip) ?? [];
    if (!archive || names.length === 0) {
      throw notAnExport('Tandoor', 'it holds no recipe zips');
    }
    return { total: names.length, recipes: read(archive, names), badPhoto: 'import-without' };
  },
};
