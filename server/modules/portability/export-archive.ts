import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { EXPORT_FILES, EXPORT_MEDIA_FOLDER } from '../../../contracts/portability.js';
import type { Db } from '../../db/client.js';
import type { RecipeRow } from '../../db/schema/recipes.js';
import { keyFromUrl, type MediaStorage } from '../media/storage.js';
import {
  announcementPages,
  commentPages,
  cookbookPages,
  cookedDaysOf,
  findUser,
  recipePages,
} from './export.queries.js';
import { SIMMER_COOKBOOKS_FILE } from './formats/simmer-collection.js';

/** A stored file's place in the archive, or null for none (or a picture from elsewhere). */
const archived = (url: string | null) => {
  const key = url ? keyFromUrl(url) : null;
  return key ? `${EXPORT_MEDIA_FOLDER}/${key}` : null;
};

type CookedDays = { date: string; note: string | null }[];

/** A recipe as the export writes it, with the days it was cooked (oldest first). */
export const exportedRecipe = (row: RecipeRow, cookingLog: CookedDays = []) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  prepTime: row.prepTime,
  cookTime: row.cookTime,
  servings: row.servings,
  difficulty: row.difficulty,
  ingredients: row.ingredients,
  instructions: row.instructions,
  isPublic: row.isPublic,
  createdAt: row.createdAt.toISOString(),
  photo: archived(row.image),
  tags: row.tags,
  sourceUrl: row.sourceUrl,
  totalTime: row.totalTime,
  nutrition: row.nutrition ?? null,
  favorite: row.favorite,
  rating: row.rating,
  notes: row.notes,
  language: row.language,
  cookingLog,
});

/** The recipes a page at a time, each page's cooking log read in one query beside it. */
async function* recipesWithLog(db: Db, userId: string) {
  for await (const page of recipePages(db, userId)) {
    const days = await cookedDaysOf(
      db,
      page.map((row) => row.id),
    );
    yield page.map((row) => exportedRecipe(row, days.get(row.id)));
  }
}

/** A JSON array written as its pages are read: `[`, the items, `]`, never one whole string. */
async function* jsonArray<T>(pages: AsyncIterable<T[]>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const page of pages) {
    for (const item of page) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(item)}`;
      first = false;
    }
  }
  yield '\n]\n';
}

async function* mapPages<T, U>(pages: AsyncIterable<T[]>, map: (item: T) => U) {
  for await (const page of pages) yield page.map(map);
}

/** The media a cook's rows name, page by page, each once. */
async function* mediaOf(db: Db, userId: string, picture: string | null): AsyncGenerator<string> {
  const keys = new Set<string>();
  const named = (url: string | null) => {
    const key = url ? keyFromUrl(url) : null;
    if (!key || keys.has(key)) return [];
    keys.add(key);
    return [key];
  };
  yield* named(picture);
  for await (const page of recipePages(db, userId)) {
    for (const row of page) yield* named(row.image);
  }
  for await (const page of announcementPages(db, userId)) {
    for (const row of page) yield* [...named(row.image), ...named(row.video)];
  }
}

interface Zip {
  addReadStream(input: NodeJS.ReadableStream, path: string, options?: { compress?: boolean }): void;
  end(): void;
  outputStream: NodeJS.ReadableStream;
}

/**
 * The cook's data as a zip, streamed as it is made (yazl): the four JSON files from paged reads,
 * then every photo and video they name, each read from the store while it is written (one open
 * at a time), stored as they are (already compressed). Nothing is built whole in memory or on
 * disk. Stops reading when `signal` aborts (the browser went away).
 */
export async function exportArchive(
  db: Db,
  storage: MediaStorage,
  userId: string,
  signal: AbortSignal,
): Promise<Readable> {
  const { ZipFile } = (await import('yazl')).default;
  const zip = new ZipFile() as unknown as Zip;
  const output = new PassThrough();
  (zip.outputStream as Readable).pipe(output);
  const user = await findUser(db, userId);
  if (!user) throw new Error(`no user ${userId}`);

  /** Adds one entry and waits until it has been written (so the next may be opened). */
  const add = async (source: Readable, path: string, compress = true) => {
    zip.addReadStream(source, path, { compress });
    await Promise.race([once(source, 'end'), once(signal, 'abort')]);
    if (signal.aborted) source.destroy();
  };

  const write = async () => {
    const profile = {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: user.displayName,
      bio: user.bio,
      isPublic: user.isPublic,
      createdAt: user.createdAt.toISOString(),
      picture: archived(user.profileImageUrl),
    };
    await add(Readable.from([`${JSON.stringify(profile, null, 2)}\n`]), EXPORT_FILES.profile);
    await add(Readable.from(jsonArray(recipesWithLog(db, userId))), EXPORT_FILES.recipes);
    const books = mapPages(cookbookPages(db, userId), (book) => ({
      id: book.id,
      name: book.name,
      description: book.description,
      isPublic: book.isPublic,
      createdAt: book.createdAt.toISOString(),
      recipeIds: book.recipeIds,
    }));
    await add(Readable.from(jsonArray(books)), SIMMER_COOKBOOKS_FILE);
    const posts = mapPages(announcementPages(db, userId), (row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      mediaType: row.mediaType,
      photo: archived(row.image),
      video: archived(row.video),
      likesCount: row.likesCount,
      commentsCount: row.commentsCount,
      createdAt: row.createdAt.toISOString(),
    }));
    await add(Readable.from(jsonArray(posts)), EXPORT_FILES.announcements);
    const said = mapPages(commentPages(db, userId), (row) => ({
      id: row.id,
      announcementId: row.announcementId,
      parentId: row.parentId,
      content: row.content,
      likesCount: row.likesCount,
      repliesCount: row.repliesCount,
      createdAt: row.createdAt.toISOString(),
    }));
    await add(Readable.from(jsonArray(said)), EXPORT_FILES.comments);
    for await (const key of mediaOf(db, userId, user.profileImageUrl)) {
      if (signal.aborted) break;
      const file = await storage.open(key);
      // A file gone from the store (removed by hand) is left out rather than failing the export.
      if (file) await add(file.stream, `${EXPORT_MEDIA_FOLDER}/${key}`, false);
    }
    zip.end();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
