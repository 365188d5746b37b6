import { open, readFile, stat } from 'node:fs/promises';
import { ErrorCode } from '../../../../contracts/errors.js';
import type { ImportFormat } from '../../../../contracts/portability.js';
import { HttpError } from '../../../http-errors.js';
import { clip } from '../../../text.js';
import { type Archive, type ArchiveLimits, looksLikeZip, openArchive } from '../archive.js';
import { chowdownReader } from './chowdown-reader.js';
import { copyMeThatReader } from './copy-me-that-reader.js';
import { mealieReader } from './mealie-reader.js';
import { myRecipeBoxReader } from './my-recipe-box-reader.js';
import { nextcloudReader } from './nextcloud-reader.js';
import { paprikaReader } from './paprika-reader.js';
import { planToEatReader } from './plan-to-eat-reader.js';
import { recipeKeeperReader } from './recipe-keeper-reader.js';
import { schemaOrgJsonReader } from './schema-org-json-reader.js';
import { decodeText } from './shared/export-files.js';
import type { FormatReader, ImportSource } from './shared/format-reader.js';
import { simmerReader } from './simmer-reader.js';
import { tandoorReader } from './tandoor-reader.js';

/**
 * Every format Simmer reads, in the order detection tries them: the most particular signs first
 * (Simmer's recipes.json, Paprika's file endings, Tandoor's zips of zips, a recipes.html whose
 * markup is Copy Me That's or Recipe Keeper's), then the looser (any folder with a recipe.json,
 * JSON files in a `recipes/` folder, markdown with front matter, a CSV whose header is Plan to
 * Eat's or MyRecipeBox's) and any JSON last.
 *
 * Every format is two files: `<app>.ts` turns the app's recipes into ForeignRecipes (pure
 * functions, `<app>Recipe` for one recipe, `<app>Recipes` for a file holding many), and
 * `<app>-reader.ts` exports `<app>Reader`, which finds them in the upload. What several formats
 * share is in `shared/`. A new format: those two files, and one line here.
 */
export const FORMAT_READERS: readonly FormatReader[] = [
  simmerReader,
  paprikaReader,
  tandoorReader,
  copyMeThatReader,
  recipeKeeperReader,
  nextcloudReader,
  mealieReader,
  chowdownReader,
  planToEatReader,
  myRecipeBoxReader,
  schemaOrgJsonReader,
];

/** What the cook can upload, for the refusal of a file Simmer does not recognise. */
export const unknownFormat = () =>
  new HttpError(
    422,
    `Simmer cannot tell what this file is. It reads ${FORMAT_READERS.map((reader) => reader.label).join('; ')}.`,
    ErrorCode.UNKNOWN_FORMAT,
  );

/** The name is the caller's: said back, but no longer than a format's name can be. */
export const notSupportedYet = (format: string) =>
  new HttpError(
    422,
    `Importing "${clip(format, 40)}" files is not supported yet`,
    ErrorCode.UNKNOWN_FORMAT,
  );

const PEEK_BYTES = 4096;

/** The upload at `path`, opened as a zip when it is one. The caller closes its archive. */
export async function openSource(
  path: string,
  limits: ArchiveLimits & { maxFileBytes: number },
): Promise<ImportSource> {
  const file = await open(path, 'r');
  let start: Buffer;
  try {
    const { bytesRead, buffer } = await file.read(Buffer.alloc(PEEK_BYTES), 0, PEEK_BYTES, 0);
    start = buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
  const archive: Archive | null = looksLikeZip(start) ? await openArchive(path, limits) : null;
  return {
    archive,
    start,
    maxFileBytes: limits.maxFileBytes,
    async text() {
      const { size } = await stat(path);
      if (size > limits.maxFileBytes) {
        throw new HttpError(
          413,
          `The file is too large to read (max ${Math.round(limits.maxFileBytes / 2 ** 20)} MB)`,
          ErrorCode.ENTRY_TOO_LARGE,
        );
      }
      return decodeText(await readFile(path));
    },
  };
}

/**
 * The reader for the upload: the one `format` names (refused when Simmer does not read it yet),
 * else the first that recognises it.
 */
export async function readerFor(
  source: ImportSource,
  format: ImportFormat | undefined,
): Promise<FormatReader> {
  if (format) {
    const named = FORMAT_READERS.find((reader) => reader.format === format);
    if (!named) throw notSupportedYet(format);
    return named;
  }
  for (const reader of FORMAT_READERS) {
    if (await reader.detect(source)) return reader;
  }
  throw unknownFormat();
}
