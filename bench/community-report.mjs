// The community benchmark's results as markdown: one row per scenario against issue 8's targets.
import { markdownTable } from './lib/report.mjs';

export const TARGET = { p975: 25, ratio: 0.8, likes: 1000 };

const failures = (...runs) => runs.reduce((n, run) => n + run.errors + run.non2xx, 0);

/** Other programs took more than a tenth of the CPU during one of the runs: numbers are low. */
export const BUSY = '⚠';
const busy = (...runs) =>
  runs.some(
    ({ cpu }) => cpu && cpu.other > 0.1 * (cpu.server + cpu.postgres + cpu.load + cpu.other),
  );
const mark = (ok) => (ok ? '✅' : '❌');

/** "server · postgres · autocannon · everything else" CPU ms per request. */
function cpu(run) {
  if (!run.cpu) return '—';
  const { server, postgres, load, other } = run.cpu;
  return [server, postgres, load, other].map((ms) => ms.toFixed(2)).join(' · ');
}

/** A read scenario's row; a run with failed or no requests fails its target. */
export function readRow(name, { app16, app64, ceiling64 }) {
  const failed = failures(app16, app64, ceiling64);
  const note = `${failed ? ` (${failed} failed requests)` : ''}${busy(app16, app64, ceiling64) ? ` ${BUSY}` : ''}`;
  const latencyOk = app16.requests > 0 && failures(app16) === 0 && app16.p975 <= TARGET.p975;
  const ratio = ceiling64.rps > 0 ? app64.rps / ceiling64.rps : 0;
  return [
    `${name}${note}`,
    `${app16.rps}`,
    `${app16.p50} / ${app16.p975} / ${app16.p99}`,
    mark(latencyOk),
    `${app64.rps}`,
    `${ceiling64.rps}`,
    ratio.toFixed(2),
    mark(ratio >= TARGET.ratio && failures(app64, ceiling64) === 0),
    cpu(app64),
    cpu(ceiling64),
  ];
}

export function likeRow(likes, viewers) {
  const ok = likes.rps >= TARGET.likes && likes.errors + likes.non2xx === 0;
  const failed = likes.errors + likes.non2xx;
  const note = `${failed ? ` (${failed} failed requests)` : ''}${busy(likes) ? ` ${BUSY}` : ''}`;
  return [
    `like toggle, ${viewers} cooks × ${likes.posts} posts${note}`,
    '—',
    '—',
    '—',
    `${likes.rps}`,
    '—',
    '—',
    `${mark(ok)} ≥ ${TARGET.likes}/s; counts ${likes.exact ? 'exact ✅' : 'WRONG ❌'}`,
    cpu(likes),
    '—',
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
