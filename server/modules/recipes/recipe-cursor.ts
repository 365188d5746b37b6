import { ENTITY_ID_MAX } from '../../../contracts/ids.js';
import type { RecipeSort } from '../../../contracts/recipes.js';
import { isStorableText } from '../../../contracts/text.js';
import { HttpError } from '../../http-errors.js';

/**
 * Where a page of a recipe list ended: the sort, the last card's sort key and its id. Opaque to the
 * client (base64url JSON), so the next page continues after those values even when that recipe
 * was deleted meanwhile, and a cursor of another sort is refused rather than misread.
 */
// A search's cursor also carries the last card's rank (0 a title hit, 1 not), since a search lists
// title hits first and then the sort.
export type RecipeCursor = {
  sort: RecipeSort;
  key: string | number | null;
  id: number;
  rank?: number | undefined;
};

export function encodeCursor(cursor: RecipeCursor): string {
  const values: unknown[] = [cursor.sort, cursor.key, cursor.id];
  if (cursor.rank !== undefined) values.push(cursor.rank);
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

const KEY_TYPE: Record<RecipeSort, 'null' | 'string' | 'number'> = {
  newest: 'null',
  oldest: 'null',
  title: 'string',
  cookTime: 'number',
  rating: 'number',
  lastCooked: 'string',
};

/** A last-cooked key: a real day, or '-infinity' for never cooked; anything else the database refuses. */
const isDayKey = (key: unknown) =>
  key === '-infinity' ||
  (typeof key === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(key) &&
    key >= '0001-01-01' &&
    !Number.isNaN(Date.parse(key)) &&
    new Date(key).toISOString().slice(0, 10) === key);

export function decodeCursor(text: string, sort: RecipeSort, search = false): RecipeCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  // A search's cursor has the rank, and only a search's: another list's cursor is refused there.
  if (!Array.isArray(parsed) || parsed.length !== (search ? 4 : 3)) throw invalidCursor();
  const [cursorSort, key, id, rank] = parsed as unknown[];
  const keyType = key === null ? 'null' : typeof key;
  // The client may hand back anything: every value must be one the database can compare with
  // (an `integer` id and cook time, a title without NUL; decision 035).
  if (
    cursorSort !== sort ||
    keyType !== KEY_TYPE[sort] ||
    !isInteger(id) ||
    (id as number) < 1 ||
    (typeof key === 'number' && !isInteger(key)) ||
    (typeof key === 'string' && !isStorableText(key)) ||
    (sort === 'lastCooked' && !isDayKey(key)) ||
    (search && rank !== 0 && rank !== 1)
  ) {
    throw invalidCursor();
  }
  const cursor: RecipeCursor = { sort, key: key as RecipeCursor['key'], id: id as number };
  return search ? { ...cursor, rank: rank as number } : cursor;
}

/** A PostgreSQL `integer`, the type of both recipe ids and cook-time minutes. */
const isInteger = (value: unknown) =>
  Number.isInteger(value) && Math.abs(value as number) <= ENTITY_ID_MAX;

const invalidCursor = () => new HttpError(400, 'Invalid cursor: start from the first page');
