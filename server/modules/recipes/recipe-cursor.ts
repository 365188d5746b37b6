import { ENTITY_ID_MAX } from '../../../contracts/ids.js';
import type { RecipeSort } from '../../../contracts/recipes.js';
import { isStorableText } from '../../../contracts/text.js';
import { HttpError } from '../../http-errors.js';

/**
 * Where a page of a recipe list ended: the sort, the last card's sort key and its id. Opaque to the
 * client (base64url JSON), so the next page continues after those values even when that recipe
 * was deleted meanwhile, and a cursor of another sort is refused rather than misread.
 */
export type RecipeCursor = { sort: RecipeSort; key: string | number | null; id: number };

export function encodeCursor(cursor: RecipeCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

const KEY_TYPE: Record<RecipeSort, 'null' | 'string' | 'number'> = {
  newest: 'null',
  oldest: 'null',
  title: 'string',
  cookTime: 'number',
  rating: 'number',
};

export function decodeCursor(text: string, sort: RecipeSort): RecipeCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [cursorSort, key, id] = parsed as unknown[];
  const keyType = key === null ? 'null' : typeof key;
  // The client may hand back anything: every value must be one the database can compare with
  // (an `integer` id and cook time, a title without NUL; decision 035).
  if (
    cursorSort !== sort ||
    keyType !== KEY_TYPE[sort] ||
    !isInteger(id) ||
    (id as number) < 1 ||
    (typeof key === 'number' && !isInteger(key)) ||
    (typeof key === 'string' && !isStorableText(key))
  ) {
    throw invalidCursor();
  }
  return { sort, key: key as RecipeCursor['key'], id: id as number };
}

/** A PostgreSQL `integer`, the type of both recipe ids and cook-time minutes. */
const isInteger = (value: unknown) =>
  Number.isInteger(value) && Math.abs(value as number) <= ENTITY_ID_MAX;

const invalidCursor = () => new HttpError(400, 'Invalid cursor: start from the first page');
