import { HttpError } from '../../../../http-errors.js';

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
  try {
    return JSON.parse(decodeText(bytes));
  } catch {
    throw new HttpError(422, `${name} is not valid JSON`, 'UNREADABLE_ARCHIVE');
  }
}

/** The text with its first letter a capital: a label or a message made a sentence. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
    if (!(error instanceof HttpError) || error.code === 'ARCHIVE_TOO_LARGE') throw error;
    return { title, reason: error.message };
  }
}

/** `Tomato_Soup.paprikarecipe`, `soup-1/` → a title for a recipe that names itself nowhere. */
export const titleFromName = (name: string) =>
  baseName(name.replace(/\/$/, ''))
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
