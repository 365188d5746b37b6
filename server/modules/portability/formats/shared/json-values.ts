// The values of an app's JSON export, taken as they come: a field may be missing, null, or of
// another type than the app's documentation says, and reading it must not throw.

export type JsonObject = Record<string, unknown>;

/** An object with fields: not null, not a list. */
export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as an object with fields; an empty one for anything else. */
export const asObject = (value: unknown): JsonObject => (isJsonObject(value) ? value : {});

/** A text or number field as text; anything else as nothing. */
export const jsonText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
