import { and, eq, sql } from 'drizzle-orm';
import type { ImportNote, ImportProgress, ImportReport } from '../../../contracts/portability.js';
import { RECIPE_LIMITS, recipeInputSchema } from '../../../contracts/recipes.js';
import type { Db } from '../../db/client.js';
import { recipes } from '../../db/schema/index.js';
import { HttpError } from '../../http-errors.js';
import type { MediaService } from '../media/media-service.js';
import { clip } from '../recipe-import/schema-org.js';
import { insertRecipe } from '../recipes/recipes.queries.js';
import { type ForeignRecipe, isUnreadable } from './formats/foreign-recipe.js';
import type { RecipeStream } from './formats/format-reader.js';

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

type Outcome =
  | { kind: 'imported'; note?: string }
  | { kind: 'skipped' }
  | { kind: 'refused'; reason: string };

const optional = (text: string | null | undefined, max: number) => {
  const trimmed = text?.trim();
  return trimmed ? clip(trimmed, max) : null;
};

/**
 * What the create form would take of a recipe from elsewhere: text that only says more (the
 * title, description, times) is clipped with an ellipsis rather than refused; servings out of
 * range are left empty; ingredients and steps are never cut, so a recipe with too many or too
 * long is refused with the rule's words.
 */
function formValues(recipe: ForeignRecipe) {
  const servings = recipe.servings;
  const difficulty = (recipe as { difficulty?: unknown }).difficulty;
  return {
    title: clip(recipe.title.trim(), RECIPE_LIMITS.title),
    description: optional(recipe.description, RECIPE_LIMITS.description),
    prepTime: optional(recipe.prepTime, RECIPE_LIMITS.time),
    cookTime: optional(recipe.cookTime, RECIPE_LIMITS.time),
    servings:
      servings !== null && Number.isInteger(servings) && servings >= 1
        ? Math.min(servings, RECIPE_LIMITS.servings)
        : null,
    difficulty: typeof difficulty === 'string' && difficulty ? difficulty : null,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    // CONTRACT: imported recipes are private; the cook shares them again if they like.
    isPublic: false,
  };
}

/** One recipe: checked by the rules of the create form, its photo by the media pipeline. */
async function importOne(
  { db, media }: Deps,
  userId: string,
  recipe: ForeignRecipe,
  badPhoto: RecipeStream['badPhoto'],
): Promise<Outcome> {
  const checked = recipeInputSchema.safeParse(formValues(recipe));
  if (!checked.success) {
    return { kind: 'refused', reason: checked.error.issues[0]?.message ?? 'Not a valid recipe' };
  }
  const values = checked.data;
  if (await hasSameRecipe(db, userId, values)) return { kind: 'skipped' };

  let image: string | null = null;
  let note: string | undefined;
  if (recipe.photo) {
    try {
      const bytes = await recipe.photo();
      if (bytes) image = await media.savePhoto(bytes, 'recipes');
    } catch (error) {
      const reason =
        error instanceof HttpError && error.statusCode === 415
          ? 'Its photo is not a photo Simmer can read'
          : reasonOf(error);
      if (badPhoto === 'refuse') return { kind: 'refused', reason };
      note = `Imported without its photo. ${reason}`;
    }
  }
  try {
    await insertRecipe(db, userId, values, image);
    return { kind: 'imported', note };
  } catch (error) {
    await media.remove(image);
    return { kind: 'refused', reason: reasonOf(error) };
  }
}

/**
 * Imports the recipes an export's reader yields into the cook's collection, each on its own: one
 * that breaks a rule, or that could not be read, is refused with the reason and the rest go on;
 * exact duplicates are skipped. A recipe imported without its photo is counted as imported and
 * listed in the report's `notes` with that said (decision 031). Should the export itself stop being readable half-way (a nested
 * zip over the limits), what was read stays imported and the report says where it stopped.
 * `progress` hears after each recipe how many are done.
 */
export async function importRecipes(
  deps: Deps,
  userId: string,
  stream: RecipeStream,
  progress: (line: ImportProgress) => void = () => {},
): Promise<ImportReport> {
  const report: ImportReport = { imported: 0, skipped: 0, refused: [] };
  const notes: ImportNote[] = [];
  let done = 0;
  try {
    for await (const item of stream.recipes) {
      done += 1;
      const title = item.title.trim() || `Recipe ${done}`;
      const outcome: Outcome = isUnreadable(item)
        ? { kind: 'refused', reason: item.reason }
        : await importOne(deps, userId, item, stream.badPhoto);
      if (outcome.kind === 'refused') report.refused.push({ title, reason: outcome.reason });
      else report[outcome.kind] += 1;
      if (outcome.kind === 'imported' && outcome.note) {
        notes.push({ title, reason: outcome.note });
      }
      progress({ done, total: Math.max(done, stream.total) });
    }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    report.refused.push({
      title: 'The rest of the export',
      reason: `It was not read: ${error.message}`,
    });
  }
  return notes.length ? { ...report, notes } : report;
}
