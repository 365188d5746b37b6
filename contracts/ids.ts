import { z } from 'zod';
import { hasControlCharacter, isStorableText } from './text.js';

// Ids as requests carry them, checked where they enter (decision 035).

/**
 * Every entity but a user has a serial id, a PostgreSQL `integer`: 1 to 2^31 − 1. A number
 * outside that range is no id at all, and PostgreSQL would refuse to compare it with one.
 */
export const ENTITY_ID_MAX = 2_147_483_647;

const notAnId = (label: string) => `${label} must be a whole number from 1 to ${ENTITY_ID_MAX}`;

/** A numeric id in a JSON body: a number (not text), else 400 naming the field. */
export const entityId = (label: string) =>
  z
    .number({ error: notAnId(label) })
    .int(notAnId(label))
    .min(1, notAnId(label))
    .max(ENTITY_ID_MAX, notAnId(label));

/** A numeric id where it arrives as text: a path segment or a query value. */
export const entityIdText = (label: string) =>
  z.coerce
    .number({ error: notAnId(label) })
    .int(notAnId(label))
    .min(1, notAnId(label))
    .max(ENTITY_ID_MAX, notAnId(label));

/** `/:id` of a numeric entity: "Recipe id must be a whole number from 1 to 2147483647". */
export const entityIdParams = (entity: string) => z.object({ id: entityIdText(`${entity} id`) });

/**
 * Users have text ids: a random UUID for a local account, the provider's `sub` for an OpenID
 * one, which OpenID Connect bounds to 255 ASCII characters.
 */
export const USER_ID_MAX = 255;

/** Whether some account could have this id: 1–255 characters, none a control character. */
export function isPossibleUserId(id: string): boolean {
  return (
    id.length >= 1 && id.length <= USER_ID_MAX && !hasControlCharacter(id) && isStorableText(id)
  );
}

/** The id a user id no account could have is read as: empty, which no account has either. */
export const NO_SUCH_USER = '';

/**
 * A user id as a request carries it. One no account could have is not refused: it is simply
 * nobody, so every route answers it as it answers an unknown user (404 "User not found", or
 * `{"following": false}`), and tells nothing about what ids look like.
 */
export const userId = z
  .string()
  .transform((id) => (isPossibleUserId(id) ? id : NO_SUCH_USER))
  .describe(
    `A user's id; one no account could have (past ${USER_ID_MAX} characters, a control character) is not found`,
  );

/** `/:id` of a user. */
export const userIdParams = z.object({ id: userId });
