/**
 * How many rows a statement run with `db.execute` changed. The two drivers say it differently:
 * node-postgres as `rowCount`, PGlite as `affectedRows`.
 */
export function affectedRows(result: unknown): number {
  const { rowCount, affectedRows: affected } = result as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return rowCount ?? affected ?? 0;
}

/** The rows of a statement run with `db.execute`, as the caller knows them to be. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A timestamp as the API writes it; the drivers hand over a Date or its text. */
export const isoOf = (value: unknown) => new Date(value as string | Date).toISOString();
