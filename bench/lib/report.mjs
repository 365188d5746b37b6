// Markdown and EXPLAIN text for the results files.

/** A markdown table: `columns` are the header cells, `rows` arrays of cells. */
export function markdownTable(columns, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

/** EXPLAIN (ANALYZE, BUFFERS) of a `{ sql, params }` statement, as text. */
export async function explainAnalyze(client, { sql, params }) {
  const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
