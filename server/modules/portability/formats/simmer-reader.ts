import { ErrorCode } from '../../../../contracts/errors.js';
import { EXPORT_FILES } from '../../../../contracts/portability.js';
import { RECIPE_PHOTO_MAX_BYTES } from '../../../../contracts/recipes.js';
import { HttpError } from '../../../http-errors.js';
import type { Archive } from '../archive.js';
import { decodeText } from './shared/export-files.js';
import { isUnreadable, type ReadRecipe } from './shared/foreign-recipe.js';
import { type FormatReader, notAnExport } from './shared/format-reader.js';
import { simmerRecipe } from './simmer.js';
import { simmerCookbooks } from './simmer-collection.js';

export const notASimmerExport = () =>
  notAnExport('Simmer', 'it has no recipes.json. Use "Download my data" to make one.');

/** The items of a Simmer export's recipes.json (decision 027's format). */
async function simmerItems(archive: Archive, maxBytes: number): Promise<unknown[]> {
  if (!archive.has(EXPORT_FILES.recipes)) throw notASimmerExport();
  let items: unknown;
  try {
    items = JSON.parse(decodeText(await archive.read(EXPORT_FILES.recipes, maxBytes)));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(
      422,
      'recipes.json in the archive is not valid JSON',
      ErrorCode.UNREADABLE_ARCHIVE,
    );
  }
  if (!Array.isArray(items)) {
    throw new HttpError(
      422,
      'recipes.json in the archive is not a list of recipes',
      ErrorCode.UNREADABLE_ARCHIVE,
    );
  }
  return items;
}

function* simmerRecipes(archive: Archive, items: unknown[]): Generator<ReadRecipe> {
  for (const [index, item] of items.entries()) {
    const { recipe, imagePath } = simmerRecipe(item, index + 1);
    if (isUnreadable(recipe) || !imagePath) {
      yield recipe;
      continue;
    }
    yield {
      ...recipe,
      photo: async () => {
        if (!archive.has(imagePath)) {
          throw new HttpError(422, `Its photo (${imagePath}) is not in the archive`);
        }
        return archive.read(imagePath, RECIPE_PHOTO_MAX_BYTES);
      },
    };
  }
}

/** Simmer's own export (decision 027): recipes.json, photos under media/. */
export const simmerReader: FormatReader = {
  format: 'simmer',
  label: 'a Simmer export (the zip “Download my data” makes)',
  detect: async ({ archive }) => archive?.has(EXPORT_FILES.recipes) ?? false,
  async open({ archive, maxFileBytes }) {
    if (!archive) throw notASimmerExport();
    const items = await simmerItems(archive, maxFileBytes);
    return {
      total: items.length,
      recipes: simmerRecipes(archive, items),
      badPhoto: 'refuse',
      cookbooks: () => simmerCookbooks(archive, maxFileBytes),
    };
  },
};
