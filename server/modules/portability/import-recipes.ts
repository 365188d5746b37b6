import { and, eq, sql } from 'drizzle-orm';
import type { ImportNote, ImportProgress, ImportReport } from '../../../contracts/portability.js';
import { RECIPE_PHOTO_MAX_BYTES, recipeInputSchema } from '../../../contracts/recipes.js';
import type { Db } from '../../db/client.js';
import { recipes } from '../../db/schema/index.js';
import { HttpError } from '../../http-errors.js';
import type { EncodedPhoto } from '../media/images.js';
import type { MediaService } from '../media/media-service.js';
import { guessRecipeLanguage } from '../recipes/recipe-language.js';
import {
  type ForeignRecipe,
  isUnreadable,
  type ReadRecipe,
} from './formats/shared/foreign-recipe.js';
import type { RecipeStream } from './formats/shared/format-reader.js';
import { insertImported, tagCatalogue } from './import-catalogue.js';
import { CookingLogWriter, importCookbooks } from './import-collection.js';
import { formValues } from './import-values.js';

interface Deps {
  db: Db;
  media: MediaService;
}

/** Same title, ingredients and steps as one the cook already has: that one's id, else undefined. */
async function sameRecipe(
  db: Db,
  userId: string,
  recipe: { title: string; ingredients: string[]; instructions: string[] },
): Promise<number | undefined> {
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
  return same?.id;
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
  | { kind: 'imported'; id: number; note?: string; photo?: string | null }
  | { kind: 'skipped'; id: number }
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
      /** What is saved beside the recipe: the export's id for it, the days it was cooked. */
      collection: Pick<ForeignRecipe, 'sourceId' | 'cookingLog'>;
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
  const collection = { sourceId: item.sourceId, cookingLog: item.cookingLog };
  if (!checked.success) {
    const reason = checked.error.issues[0]?.message ?? 'Not a valid recipe';
    return { title, outcome: { kind: 'refused', reason } };
  }
  let photo: EncodedPhoto | null = null;
  let note: string | undefined;
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
    photo = bytes
      ? await media.encodePhoto(bytes, 'recipes', {
          effort: IMPORT_PHOTO_EFFORT,
          // One of Simmer's own (from its export) is kept byte for byte.
          keepDisplayReady: true,
          // Its smaller copies are made after the import (decision 032).
          copies: false,
        })
      : null;
  } catch (error) {
    const reason =
      error instanceof HttpError && error.statusCode === 415
        ? 'Its photo is not a photo Simmer can read'
        : reasonOf(error);
    if (badPhoto === 'refuse') return { title, outcome: { kind: 'refused', reason } };
    note = `Imported without its photo. ${reason}`;
  }
  // After the photo, not before: some formats read it from an archive that is open only until
  // the reader moves on, and the first guess waits for the detector to load.
  if (checked.data.language === undefined) {
    checked.data.language = await guessRecipeLanguage(checked.data);
  }
  return { title, values: checked.data, photo, ...(note ? { note } : {}), collection };
}

/** What one import knows of the cook's collection while it saves, read once at its start. */
interface Known {
  /** The cook's titles (titlesOf), gaining each recipe saved. */
  titles: Set<string>;
  /** The cook's tag catalogue (tagCatalogue), gaining each new tag. */
  catalogue: Map<string, string>;
  log: CookingLogWriter;
}

/**
 * Saves a prepared recipe, in the export's order, with its cooking log: skipped when the cook
 * already has it (its log too: the cook has that recipe's history already).
 */
async function save(
  { db, media }: Deps,
  userId: string,
  ready: Prepared,
  known: Known,
): Promise<Outcome> {
  if ('outcome' in ready) return ready.outcome;
  const { title } = ready.values;
  const same = known.titles.has(title) ? await sameRecipe(db, userId, ready.values) : undefined;
  if (same !== undefined) return { kind: 'skipped', id: same };
  const image = ready.photo ? await media.storeEncoded(ready.photo, 'recipes') : null;
  try {
    const row = await insertImported(db, userId, ready.values, image, known.catalogue);
    known.titles.add(title);
    await known.log.add(row.id, ready.collection.cookingLog);
    return { kind: 'imported', id: row.id, note: ready.note, photo: image };
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
  const known: Known = {
    titles: await titlesOf(deps.db, userId),
    catalogue: await tagCatalogue(deps.db, userId),
    log: new CookingLogWriter(deps.db, userId),
  };
  // The export's id of each recipe → the cook's, for the export's cookbooks.
  const ids = new Map<string, number>();
  const waiting: Promise<Prepared>[] = [];
  let read = 0;
  let done = 0;
  const saveNext = async () => {
    const ready = await (waiting.shift() as Promise<Prepared>);
    const outcome = await save(deps, userId, ready, known);
    done += 1;
    const sourceId = 'collection' in ready ? ready.collection.sourceId : null;
    if (outcome.kind !== 'refused' && sourceId != null) ids.set(String(sourceId), outcome.id);
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
  await known.log.flush();
  if (stream.cookbooks) await importCookbooks(deps.db, userId, await stream.cookbooks(), ids);
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
