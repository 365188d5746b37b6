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
