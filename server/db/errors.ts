/**
 * PostgreSQL error codes of the failures a route turns into an answer. Drizzle wraps the driver's
 * error (pg's or PGlite's, both carrying `code` and `constraint`) in its own, so look through it.
 */
interface PgError {
  code?: string;
  constraint?: string;
}

function pgError(error: unknown): PgError | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    if (
      typeof (e as PgError).code === 'string' &&
      /^[0-9A-Z]{5}$/.test((e as PgError).code ?? '')
    ) {
      return e as PgError;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A row refers to one that is gone (or never was); `constraint` narrows down which reference. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error);
  return pg?.code === '23503' && (constraint === undefined || pg.constraint === constraint);
}
