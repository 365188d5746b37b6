/**
 * An array as one statement value, in PostgreSQL's array syntax (`{"a","b"}`, `{1,2}`): a JS
 * array given to a query would be spread into one value per element. Cast it where it is used
 * (`::text[]`, `::int[]`).
 */
export function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values
    .map((value) =>
      typeof value === 'number' ? String(value) : `"${value.replace(/["\\]/g, '\\$&')}"`,
    )
    .join(',')}}`;
}
