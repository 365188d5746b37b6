import { and, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements, recipeImportDrafts, recipes } from '../../db/schema/index.js';
import type { MediaService } from '../media/media-service.js';

// The photos import from a URL stores for its drafts (decision 028). The web client fetches a
// draft's photo as soon as the draft arrives and uploads those bytes with the recipe, so the
// stored copy is never referred to: a day later housekeeping deletes it.

/** How long a draft's photo is kept. */
export const DRAFT_PHOTO_LIFETIME_SECONDS = 24 * 60 * 60;

/** Drafts handled per round trip of the purge. */
const PURGE_BATCH = 100;

/** Records a photo just stored for `userId`'s draft, so that the purge finds it. */
export async function recordDraftPhoto(db: Db, url: string, userId: string): Promise<void> {
  await db.insert(recipeImportDrafts).values({ url, userId });
}

/**
 * Which of `urls` a recipe or a post of their cooks shows as its photo. Looked up among those
 * cooks' own rows (the tables' user indexes): the photo columns have no index of their own.
 */
async function inUse(db: Db, urls: string[], userIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ url: recipes.image })
    .from(recipes)
    .where(and(inArray(recipes.userId, userIds), inArray(recipes.image, urls)))
    .union(
      db
        .select({ url: announcements.image })
        .from(announcements)
        .where(and(inArray(announcements.userId, userIds), inArray(announcements.image, urls))),
    );
  return new Set(rows.flatMap((row) => (row.url ? [row.url] : [])));
}

/**
 * Deletes the drafts older than a day, oldest first, a batch at a time: each one's stored files
 * (the photo and its copies), then its row. A photo that a recipe or a post has since come to
 * show (nothing does that today) keeps its files; only its row goes. Idempotent and safe on any
 * number of instances at once: a file already gone is no error, nor a row another instance
 * deleted first. A draft whose files could not be deleted keeps its row for the next run, and the
 * first such error is thrown once the batch's other drafts are done. Returns how many went.
 */
export async function purgeOldDraftPhotos(
  db: Db,
  media: MediaService,
  { batchSize = PURGE_BATCH }: { batchSize?: number } = {},
): Promise<number> {
  let purged = 0;
  for (;;) {
    const batch = await db
      .select({ url: recipeImportDrafts.url, userId: recipeImportDrafts.userId })
      .from(recipeImportDrafts)
      .where(
        lte(
          recipeImportDrafts.createdAt,
          sql`now() - make_interval(secs => ${DRAFT_PHOTO_LIFETIME_SECONDS})`,
        ),
      )
      .orderBy(recipeImportDrafts.createdAt)
      .limit(batchSize);
    if (!batch.length) return purged;
    const urls = batch.map((draft) => draft.url);
    const kept = await inUse(db, urls, [...new Set(batch.map((draft) => draft.userId))]);
    const removals = await Promise.allSettled(
      urls.map((url) => (kept.has(url) ? undefined : media.remove(url))),
    );
    const done = urls.filter((_, index) => removals[index]?.status === 'fulfilled');
    if (done.length) {
      await db.delete(recipeImportDrafts).where(inArray(recipeImportDrafts.url, done));
      purged += done.length;
    }
    const failed = removals.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    if (batch.length < batchSize) return purged;
  }
}
