import { ErrorCode } from '../../../../../contracts/errors.js';
import type { ImportFormat } from '../../../../../contracts/portability.js';
import { HttpError } from '../../../../http-errors.js';
import type { Archive } from '../../archive.js';
import type { ImportedCookbook } from './collection.js';
import type { ReadRecipe } from './foreign-recipe.js';

/**
 * What an import was given: a zip (read in place, entry by entry), or a file that is not a zip
 * (a JSON or CSV export) read whole, at most `maxFileBytes`.
 */
export interface ImportSource {
  /** The upload opened as a zip; null when it is not one. */
  archive: Archive | null;
  /** The upload's first bytes (at most 4 KB), to recognise a file that is not a zip. */
  start: Buffer;
  /** The whole upload when it is not a zip, as text (BOM dropped, Windows-1252 when not UTF-8). */
  text(): Promise<string>;
  /** The largest single file (in the zip, or the upload) a reader may read whole. */
  maxFileBytes: number;
}

/** An export being read: how many recipes it holds, and those recipes one at a time. */
export interface RecipeStream {
  /** Counted cheaply before any recipe is read, for the progress bar and IMPORT_MAX_RECIPES. */
  total: number;
  /** Each recipe in turn, or why one could not be read; never the whole export at once. */
  recipes: AsyncIterable<ReadRecipe> | Iterable<ReadRecipe>;
  /**
   * A photo that is missing or not an image: `refuse` the recipe (a Simmer archive names its
   * photos, so one that is wrong means a damaged archive), or `import-without` it and say so.
   */
  badPhoto: 'refuse' | 'import-without';
  /**
   * The export's cookbooks, read once its recipes are: each names its members by the recipes'
   * `sourceId`s. Absent for a format that has none.
   */
  cookbooks?: () => Promise<readonly ImportedCookbook[]>;
}

/**
 * One format Simmer imports, exported as `<app>Reader` by `formats/<app>-reader.ts`. Readers are
 * listed in `formats/readers.ts` in the order detection tries them.
 */
export interface FormatReader {
  format: ImportFormat;
  /** How the cook knows the file, for messages: "a Paprika export (.paprikarecipes)". */
  label: string;
  /** Whether the upload is this format, from its file names and a peek at its contents. */
  detect(source: ImportSource): Promise<boolean>;
  /** Counts the recipes and reads them; an error (an HttpError) refuses the whole upload. */
  open(source: ImportSource): Promise<RecipeStream>;
}

/** The refusal of an upload a reader was asked to open (by the `format` field) that is not its. */
export const notAnExport = (app: string, why: string) =>
  new HttpError(422, `This is not a ${app} export: ${why}`, ErrorCode.UNKNOWN_FORMAT);
