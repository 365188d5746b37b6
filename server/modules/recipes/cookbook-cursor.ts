import { ENTITY_ID_MAX } from '../../../contracts/ids.js';
import { HttpError } from '../../http-errors.js';

/**
 * Where a page of a cookbook ended: the last card's position and recipe id (positions may tie
 * for a moment, the id never). Opaque to the client (base64url JSON), like the recipe list's.
 */
export type CookbookCursor = { position: number; recipeId: number };

export function encodeCookbookCursor(cursor: CookbookCursor): string {
  return Buffer.from(JSON.stringify(['cookbook', cursor.position, cursor.recipeId])).toString(
    'base64url',
  );
}

/** The client may hand back anything: only two integers the database can compare are read. */
export function decodeCookbookCursor(text: string): CookbookCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== 'cookbook') {
    throw invalidCursor();
  }
  const [, position, recipeId] = parsed as unknown[];
  if (!isInteger(position) || !isInteger(recipeId) || (recipeId as number) < 1) {
    throw invalidCursor();
  }
  return { position: position as number, recipeId: recipeId as number };
}

const isInteger = (value: unknown) =>
  Number.isInteger(value) && Math.abs(value as number) <= ENTITY_ID_MAX;

const invalidCursor = () => new HttpError(400, 'Invalid cursor: start from the first page');
