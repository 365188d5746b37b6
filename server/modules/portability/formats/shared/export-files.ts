import { ErrorCode } from '../../../../../contracts/errors.js';
import { RECIPE_PHOTO_MAX_BYTES } from '../../../../../contracts/recipes.js';
import { HttpError } from '../../../../http-errors.js';
import type { Archive } from '../../archive.js';
import type { ForeignRecipe } from './foreign-recipe.js';

// The files of an export as every reader reads them: their text decoded as the app wrote it,
// their names and folders, one recipe's file read on its own; and, for the exports that keep
// their recipes in one file of a zip (a recipes.html, a CSV, markdown), that file read once
// though detection looks at it too, and photos found by the path it gives.

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/**
 * What Windows-1252 puts at 0x80–0x9F, where Latin-1 has control characters (Node's own
 * 'windows-1252' decoder reads those bytes as Latin-1). Unassigned bytes stay as they are.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function windows1252(bytes: Uint8Array): string {
  return latin1
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] ?? char);
}

/**
 * A file's text as its app wrote it: UTF-8 (a byte-order mark dropped), UTF-16 when it starts
 * with that mark, else Windows-1252 (what older Windows apps write; every byte means something).
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    // The decoder drops a UTF-8 byte-order mark itself.
    return utf8.decode(bytes);
  } catch {
    return windows1252(bytes);
  }
}

/** A file's JSON, or a refusal naming the file. */
export function parseJson(bytes: Uint8Array, name: string): unknown {
  return parseJsonText(decodeText(bytes), name);
}

/** A file's JSON from its text, or a refusal naming the file. */
export function parseJsonText(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(422, `${name} is not valid JSON`, ErrorCode.UNREADABLE_ARCHIVE);
  }
}

/** The base name of a path in an archive: `a/b/recipe.json` → `recipe.json`. */
export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The folder of a path in an archive, with its slash: `a/b/recipe.json` → `a/b/`. */
export const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** One recipe's JSON file (no photo inside) is never larger than this. */
export const RECIPE_FILE_MAX_BYTES = 2 * 2 ** 20;

/**
 * One recipe read by `read`, or, when that recipe alone cannot be read (not JSON, too large),
 * why; a refusal of the whole import (it unpacks more than allowed) still stops it.
 */
export async function oneRecipe<T>(
  title: string,
  read: () => Promise<T>,
): Promise<T | { title: string; reason: string }> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof HttpError) || error.code === ErrorCode.ARCHIVE_TOO_LARGE) throw error;
    return { title, reason: error.message };
  }
}

/** `Tomato_Soup.paprikarecipe`, `soup-1/` → a title for a recipe that names itself nowhere. */
export const titleFromName = (name: string) =>
  baseName(name.replace(/\/$/, ''))
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();

/** Each archive's files already read as text, by name: detection and reading share one read. */
const texts = new WeakMap<Archive, Map<string, Promise<string>>>();

/**
 * A file of the archive as text (decoded as `decodeText` does), at most `maxBytes`; read once,
 * however many readers look at it (each read counts against the import's unpacking budget).
 */
export function readTextOnce(archive: Archive, name: string, maxBytes: number): Promise<string> {
  let files = texts.get(archive);
  if (!files) {
    files = new Map();
    texts.set(archive, files);
  }
  let text = files.get(name);
  if (!text) {
    text = archive.read(name, maxBytes).then(decodeText);
    files.set(name, text);
  }
  return text;
}

/**
 * A file of the archive as text, for reading it at last: the text detection read if there is
 * one (forgotten now, so 5 000 recipes are not all kept), else read now.
 */
export function takeText(archive: Archive, name: string, maxBytes: number): Promise<string> {
  const text = texts.get(archive)?.get(name);
  texts.get(archive)?.delete(name);
  return text ?? archive.read(name, maxBytes).then(decodeText);
}

/**
 * A recipe's photo at the first of `paths` the archive holds, read only when the recipe is
 * imported. When it holds none the recipe is imported without it, the report saying which photo
 * was missing (`named`, as the export names it).
 */
export function photoAt(archive: Archive, paths: string[], named: string): ForeignRecipe['photo'] {
  const found = paths.find((path) => archive.has(path));
  if (found) return () => archive.read(found, RECIPE_PHOTO_MAX_BYTES);
  return async () => {
    throw new HttpError(422, `Its photo ${named} is not in the export`);
  };
}
