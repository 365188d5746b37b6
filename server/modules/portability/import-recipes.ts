import { and, eq, sql } from 'drizzle-orm';
import type { ImportNote, ImportProgress, ImportReport } from '../../../contracts/portability.js';
import { RECIPE_PHOTO_MAX_BYTES, recipeInputSchema } from '../../../contracts/recipes.js';
import type { Db } from '../../db/client.js';
import { recipes } from '../../db/schema/index.js';
import { HttpError } from '../../http-errors.js';
import type { EncodedPhoto } from '../media/images.js';
import type { MediaService } from '../media/media-service.js';
import { insertRecipe } from '../recipes/recipes.queries.js';
import { isUnreadable, type ReadRecipe } from './formats/shared/foreign-recipe.js';
import type { RecipeStream } from './formats/shared/format-reader.js';
import { formValues } from './import-values.js';

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

/**
 * The titles the cook's recipes have, as written: a recipe whose title is not among them cannot
 * be an exact duplicate, so most of an import into a new account needs no duplicate query (with
 * the embedded database every query takes the server's own thread). One index-ordered read, ~20
 * bytes a title: 200 KB for a cook with 10 000 recipes.
 */
async function titlesOf(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ title: recipes.title })
    .from(recipes)
    .where(eq(recipes.userId, userId));
  return new Set(rows.map((row) => row.title));
}

/** What a refusal says, in words for the cook: a rule's message, or what went wrong. */
const reasonOf = (error: unknown) =>
  error instanceof HttpError ? error.message : 'It could not be saved';

type Outcome =
  | { kind: 'imported'; note?: string; photo?: string | null }
  | { kind: 'skipped' }
  | { kind: 'refused'; reason: string };

/**
 * WebP effort for imported photos: the least (0 of 0–6), about a quarter of the default's time
 * for somewhat larger files at the same quality; measured with `npm run bench:import`.
 */
const IMPORT_PHOTO_EFFORT = 0;
/** Recipes made ready (checked, photo re-encoded) ahead of the one being saved. */
const AHEAD = 4;

/**
 * A recipe made ready ahead of its turn: checked by the rules of the create form, its photo read
 * and re-encoded (which is most of an import's time); or what it comes to when it cannot be.
 */
type Prepared =
  | { title: string; outcome: Outcome }
  | {
      title: string;
      values: ReturnType<typeof recipeInputSchema.parse>;
      photo: EncodedPhoto | null;
      note?: string;
    };

async function prepare(
  { media }: Deps,
  item: ReadRecipe,
  position: number,
  badPhoto: RecipeStream['badPhoto'],
): Promise<Prepared> {
  const title = item.title.trim() || `Recipe ${position}`;
  if (isUnreadable(item)) return { title, outcome: { kind: 'refused', reason: item.reason } };
  const values = formValues(item);
  if ('reason' in values) return { title, outcome: { kind: 'refused', reason: values.reason } };
  const checked = recipeInputSchema.safeParse(values.values);
  if (!checked.success) {
    const reason = checked.error.issues[0]?.message ?? 'Not a valid recipe';
    return { title, outcome: { kind: 'refused', reason } };
  }
  try {
    const bytes = item.photo ? await item.photo() : null;
    // The upload's limit, for every format: those that read photos from the zip stop there
    // already; Paprika's and a data: URL's arrive decoded from the recipe's own text.
    if (bytes && bytes.length > RECIPE_PHOTO_MAX_BYTES) {
      throw new HttpError(
        413,
        `Its photo is too large (max ${RECIPE_PHOTO_MAX_BYTES / 2 ** 20} MB)`,
      );
    }
    const photo = bytes
      ? await media.encodePhoto(bytes, 'recipes', {
          effort: IMPORT_PHOTO_EFFORT,
          // One of Simmer's own (from its export) is kept byte for byte.
          keepDisplayReady: true,
          // Its smaller copies are made after the import (decision 032).
          copies: false,
        })
      : null;
    return { title, values: checked.data, photo };
  } catch (error) {
    const reason =
      error instanceof HttpError && error.statusCode === 415
        ? 'Its photo is not a photo Simmer can read'
        : reasonOf(error);
    if (badPhoto === 'refuse') return { title, outcome: { kind: 'refused', reason } };
    return {
      title,
      values: checked.data,
      photo: null,
      note: `Imported without its photo. ${reason}`,
    };
  }
}

/**
 * Saves a prepared recipe, in the export's order: skipped when the cook already has it. `titles`
 * (titlesOf) gains the title of each recipe saved.
 */
async function save(
  { db, media }: Deps,
  userId: string,
  ready: Prepared,
  titles: Set<string>,
): Promise<Outcome> {
  if ('outcome' in ready) return ready.outcome;
  const { title } = ready.values;
  if (titles.has(title) && (await hasSameRecipe(db, userId, ready.values))) {
    return { kind: 'skipped' };
  }
  const image = ready.photo ? await media.storeEncoded(ready.photo, 'recipes') : null;
  try {
    await insertRecipe(db, userId, ready.values, image);
    titles.add(title);
    return { kind: 'imported', note: ready.note, photo: image };
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
 * The next AHEAD recipes are prepared while one is saved, so every core re-encodes photos; saving
 * stays one at a time and in order, so duplicates within one export are still caught.
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
  const photos: string[] = [];
  const titles = await titlesOf(deps.db, userId);
  const waiting: Promise<Prepared>[] = [];
  let read = 0;
  let done = 0;
  const saveNext = async () => {
    const ready = await (waiting.shift() as Promise<Prepared>);
    const outcome = await save(deps, userId, ready, titles);
    done += 1;
    if (outcome.kind === 'refused')
      report.refused.push({ title: ready.title, reason: outcome.reason });
    else report[outcome.kind] += 1;
    if (outcome.kind === 'imported' && outcome.note) {
      notes.push({ title: ready.title, reason: outcome.note });
    }
    if (outcome.kind === 'imported' && outcome.photo) photos.push(outcome.photo);
    progress({ done, total: Math.max(done, stream.total) });
  };
  let stopped: HttpError | null = null;
  try {
    for await (const item of stream.recipes) {
      read += 1;
      const ready = prepare(deps, item, read, stream.badPhoto);
      // Settled here too, so a rejection waiting its turn is never "unhandled".
      ready.catch(() => {});
      waiting.push(ready);
      if (waiting.length > AHEAD) await saveNext();
    }
  } catch (error) {
    if (!(error instanceof HttpError)) {
      await Promise.allSettled(waiting);
      deps.media.copyLater(photos);
      throw error;
    }
    stopped = error;
  }
  while (waiting.length) await saveNext();
  // Once the import is done, so it had the cores to itself; asked for sooner, a copy is made then.
  deps.media.copyLater(photos);
  if (stopped) {
    report.refused.push({
      title: 'The rest of the export',
      reason: `It was not read: ${stopped.message}`,
    });
  }
  return notes.length ? { ...report, notes } : report;
}
