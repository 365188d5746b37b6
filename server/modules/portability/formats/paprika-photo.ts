/**
 * A Paprika recipe's photo, taken out of its JSON as bytes before the JSON is parsed.
 *
 * Why: the photo is inside the JSON as one base64 string (~200 KB for a phone photo). Parsed
 * whole, every recipe leaves two strings of that size (the text, then the value), and strings
 * that large live in V8's large-object space, which only a full collection frees: a 5 000-recipe
 * import swelled the heap by ~100 MB between collections (decision 032). Taken out here, the
 * photo is decoded in pieces small enough to be freed as soon as they are used, and the JSON
 * parsed is a couple of KB.
 */

const KEY = Buffer.from('"photo_data"');
/** Base64 is decoded this many characters at a time: a multiple of 4, under V8's large objects. */
const PIECE = 64 * 1024;
const QUOTE = 0x22;

const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
/** A-Z a-z 0-9 + / = : what a photo's base64 is made of when nothing in it needed escaping. */
const isBase64 = (byte: number) =>
  (byte >= 0x41 && byte <= 0x5a) ||
  (byte >= 0x61 && byte <= 0x7a) ||
  (byte >= 0x30 && byte <= 0x39) ||
  byte === 0x2b ||
  byte === 0x2f ||
  byte === 0x3d;

export interface SplitRecipe {
  /** The recipe's JSON with `"photo_data": ""`. */
  json: Buffer;
  /** The photo's bytes; null when the recipe has none. */
  photo: Buffer | null;
}

/**
 * The photo of a recipe's UTF-8 JSON and the JSON without it; null when its `photo_data` is not
 * plain base64 in one string (escapes, line breaks, another encoding), which the caller then
 * parses whole as before.
 */
export function splitPhoto(recipe: Buffer): SplitRecipe | null {
  const key = recipe.indexOf(KEY);
  if (key < 0) return null;
  let at = key + KEY.length;
  while (isSpace(recipe[at])) at += 1;
  if (recipe[at] !== 0x3a) return null;
  at += 1;
  while (isSpace(recipe[at])) at += 1;
  if (recipe[at] !== QUOTE) return null;
  const start = at + 1;
  const end = recipe.indexOf(QUOTE, start);
  if (end < 0) return null;
  for (let byte = start; byte < end; byte += 1) {
    if (!isBase64(recipe[byte] as number)) return null;
  }
  const pieces: Buffer[] = [];
  for (let piece = start; piece < end; piece += PIECE) {
    pieces.push(
      Buffer.from(recipe.toString('latin1', piece, Math.min(piece + PIECE, end)), 'base64'),
    );
  }
  return {
    json: Buffer.concat([recipe.subarray(0, start), recipe.subarray(end)]),
    photo: end > start ? Buffer.concat(pieces) : null,
  };
}
