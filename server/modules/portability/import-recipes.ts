import { and, eq, sql } from 'drizzle-orm';
import {
  type ExportedRecipe,
  exportedRecipeSchema,
  type ImportProgress,
  type ImportReport,
} from '../../../contracts/portability.js';
import { RECIPE_PHOTO_MAX_BYTES, recipeInputSchema } from '../../../contracts/recipes.js';
import type { Db } from '../../db/client.js';
import { recipes } from '../../db/schema/index.js';
import { HttpError } from '../../http-errors.js';
import type { MediaService } from '../media/media-service.js';
import { insertRecipe } from '../recipes/recipes.queries.js';
import type { Archive } from './archive.js';

interface Deps {
  db: Db;
  media: MediaService;
}

/** Same title, ingredients and steps as one the cook already has: an exact duplicate. */
async function hasSameRecipe(
  db: Db,
  userId: string,
  recipe: { title: string; ingredients: string[]; instructions: string[] },
): Promise<boolean> {
  const [same] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(
        eq(recipes.userId, userId),
        // (user_id, lower(title)) is indexed; the rest is compared on the few rows it finds.
        sql`lower(${recipes.title}) = lower(${recipe.title})`,
        eq(recipes.title, recipe.title),
        eq(recipes.ingredients, recipe.ingredients),
        eq(recipes.instructions, recipe.instructions),
      ),
    )
    .limit(1);
  return same !== undefined;
}

/** What a refusal says, in words for the cook: a rule's message, or what went wrong. */
const reasonOf = (error: unknown) =>
  error instanceof HttpError ? error.message : 'It could not be saved';

/** The title a report names a recipe by, even one that is not a recipe at all. */
function titleOf(item: unknown, position: number): string {
  const title = (item as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title.trim() ? title.trim() : `Recipe ${position}`;
}

type Outcome = { kind: 'imported' } | { kind: 'skipped' } | { kind: 'refused'; reason: string };

/** One recipe of the archive: checked by the rules of the create form, its photo by the media pipeline. */
async function importOne(
  { db, media }: Deps,
  userId: string,
  archive: Archive,
  item: ExportedRecipe,
): Promise<Outcome> {
  const checked = recipeInputSchema.safeParse({
    title: item.title,
    description: item.description ?? null,
    prepTime: item.prepTime ?? null,
    cookTime: item.cookTime ?? null,
    servings: item.servings ?? null,
    difficulty: item.difficulty || null,
    ingredients: item.ingredients,
    instructions: item.instructions,
    // CONTRACT: imported recipes are private; the cook shares them again if they like.
    isPublic: false,
  });
  if (!checked.success) {
    return { kind: 'refused', reason: checked.error.issues[0]?.message ?? 'Not a valid recipe' };
  }
  const values = checked.data;
  if (await hasSameRecipe(db, userId, values)) return { kind: 'skipped' };

  let image: string | null = null;
  if (item.photo) {
    if (!archive.has(item.photo)) {
      return { kind: 'refused', reason: `Its photo (${item.photo}) is not in the archive` };
    }
    try {
      image = await media.savePhoto(
        await archive.read(item.photo, RECIPE_PHOTO_MAX_BYTES),
        'recipes',
      );
    } catch (error) {
      const reason =
        error instanceof HttpError && error.statusCode === 415
          ? 'Its photo is not a photo Simmer can read'
          : reasonOf(error);
      return { kind: 'refused', reason };
    }
  }
  try {
    await insertRecipe(db, userId, values, image);
    return { kind: 'imported' };
  } catch (error) {
    await media.remove(image);
    return { kind: 'refused', reason: reasonOf(error) };
  }
}

/**
 * Imports the recipes of an archive into the cook's collection, each on its own: one that breaks
 * a rule, or whose photo cannot be read, is refused with the reason and the rest go on; exact
 * duplicates are skipped. `progress` hears after each recipe how many are done.
 */
export async function importRecipes(
  deps: Deps,
  userId: string,
  archive: Archive,
  items: unknown[],
  progress: (line: ImportProgress) => void = () => {},
): Promise<ImportReport> {
  const report: ImportReport = { imported: 0, skipped: 0, refused: [] };
  for (const [index, item] of items.entries()) {
    const title = titleOf(item, index + 1);
    const parsed = exportedRecipeSchema.safeParse(item);
    const outcome: Outcome = parsed.success
      ? await importOne(deps, userId, archive, parsed.data)
      : {
          kind: 'refused',
          reason: 'It is not a recipe: its title, ingredients or steps are missing',
        };
    if (outcome.kind === 'refused') report.refused.push({ title, reason: outcome.reason });
    else report[outcome.kind] += 1;
    progress({ done: index + 1, total: items.length });
  }
  return report;
}
