import { RECIPE_PHOTO_MAX_BYTES } from '../../../../../contracts/recipes.js';
import { HttpError } from '../../../../http-errors.js';
import type { Archive } from '../../archive.js';
import type { ForeignRecipe } from './foreign-recipe.js';
import { decodeText } from './text.js';

// What the readers of exports kept in one file of a zip (a recipes.html, a CSV, markdown) share:
// that file read once though detection looks at it too, and photos found by the path it gives.

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
