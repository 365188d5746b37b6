import { EXPORT_FILES, exportedRecipeSchema } from '../../../../contracts/portability.js';
import { RECIPE_PHOTO_MAX_BYTES } from '../../../../contracts/recipes.js';
import { HttpError } from '../../../http-errors.js';
import type { Archive } from '../archive.js';
import type { ForeignRecipe, ReadRecipe } from './shared/foreign-recipe.js';
import { type FormatReader, notAnExport } from './shared/format-reader.js';
import { decodeText } from './shared/text.js';

export const notASimmerExport = () =>
  notAnExport('Simmer', 'it has no recipes.json. Use "Download my data" to make one.');

/** A Simmer recipe keeps its difficulty, which other apps' recipes do not have. */
export type SimmerRecipe = ForeignRecipe & { difficulty: string | null };

/** The title a report names a recipe by, even one that is not a recipe at all. */
function titleOf(item: unknown, position: number): string {
  const title = (item as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title.trim() ? title.trim() : `Recipe ${position}`;
}

/** The items of a Simmer export's recipes.json (issue 11's format). */
async function simmerItems(archive: Archive, maxBytes: number): Promise<unknown[]> {
  if (!archive.has(EXPORT_FILES.recipes)) throw notASimmerExport();
  let items: unknown;
  try {
    items = JSON.parse(decodeText(await archive.read(EXPORT_FILES.recipes, maxBytes)));
  } catch (error) {
    if (error instanceof HttpError) throw error;
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

function* simmerRecipes(archive: Archive, items: unknown[]): Generator<ReadRecipe> {
  for (const [index, item] of items.entries()) {
    const title = titleOf(item, index + 1);
    const parsed = exportedRecipeSchema.safeParse(item);
    if (!parsed.success) {
      yield { title, reason: 'It is not a recipe: its title, ingredients or steps are missing' };
      continue;
    }
    const { data } = parsed;
    const photoName = data.photo;
    const recipe: SimmerRecipe = {
      title: data.title,
      description: data.description ?? '',
      prepTime: data.prepTime ?? null,
      cookTime: data.cookTime ?? null,
      servings: data.servings ?? null,
      difficulty: data.difficulty || null,
      ingredients: data.ingredients,
      instructions: data.instructions,
      photo: photoName
        ? async () => {
            if (!archive.has(photoName)) {
              throw new HttpError(422, `Its photo (${photoName}) is not in the archive`);
            }
            return archive.read(photoName, RECIPE_PHOTO_MAX_BYTES);
          }
        : null,
    };
    yield recipe;
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
    return { total: items.length, recipes: simmerRecipes(archive, items), badPhoto: 'refuse' };
  },
};
