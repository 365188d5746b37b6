// The benchmarks' reports: markdown tables of the read scenarios against their targets (decision
// 017), and EXPLAIN text.

export const TARGET = { p975: 25, ratio: 0.8 };

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

export const failures = (...runs) => runs.reduce((n, run) => n + run.errors + run.non2xx, 0);

/** Other programs took more than a tenth of the CPU during one of the runs: numbers are low. */
export const BUSY = '⚠';
export const busy = (...runs) =>
  runs.some(
    ({ cpu }) => cpu && cpu.other > 0.1 * (cpu.server + cpu.postgres + cpu.load + cpu.other),
  );
export const mark = (ok) => (ok ? '✅' : '❌');

/** A note after a scenario's name: failed requests, a busy machine. */
export function runNote(...runs) {
  const failed = failures(...runs);
  return `${failed ? ` (${failed} failed requests)` : ''}${busy(...runs) ? ` ${BUSY}` : ''}`;
}

/** "server · postgres · autocannon · everything else" CPU ms per request. */
export function cpuCell(run) {
  if (!run.cpu) return '—';
  const { server, postgres, load, other } = run.cpu;
  return [server, postgres, load, other].map((ms) => ms.toFixed(2)).join(' · ');
}

/** A read scenario's row; a run with failed or no requests fails its target. */
export function readRow(name, { app16, app64, ceiling64 }) {
  const latencyOk = app16.requests > 0 && failures(app16) === 0 && app16.p975 <= TARGET.p975;
  const ratio = ceiling64.rps > 0 ? app64.rps / ceiling64.rps : 0;
  return [
    `${name}${runNote(app16, app64, ceiling64)}`,
    `${app16.rps}`,
    `${app16.p50} / ${app16.p975} / ${app16.p99}`,
    mark(latencyOk),
    `${app64.rps}`,
    `${ceiling64.rps}`,
    ratio.toFixed(2),
    mark(ratio >= TARGET.ratio && failures(app64, ceiling64) === 0),
    cpuCell(app64),
    cpuCell(ceiling64),
  ];
}

export function resultsTable(rows) {
  return markdownTable(
    [
      'scenario',
      'app req/s @16',
      'app p50 / p97.5 / p99 ms @16',
      `p97.5 ≤ ${TARGET.p975} ms`,
      'app req/s @64',
      'ceiling req/s @64',
      'app / ceiling',
      `≥ ${TARGET.ratio}`,
      'CPU ms/req @64, app: node · pg · autocannon · other',
      'ceiling: node · pg · autocannon · other',
    ],
    rows,
  );
}
