// `npm run bench:scaling` (decision 057): whether each community read keeps its speed when the
// community grows ten times. The app runs against a copy at 100 000 posts and one at 1 M at the
// same time, and each scenario is measured on one then the other, in alternating order, round
// after round: the machine's drift within the hour (a fifth and more on this VM) falls on both
// sizes alike, where two runs of the whole benchmark an hour apart each caught another speed.
// Same seeds, viewers and scenarios as `npm run bench:community`; no ceiling (the question is the
// growth, not the framework).
// Env: BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_WARMUP (2), BENCH_ONLY (a regular expression),
// BENCH_VIEWERS (64), BENCH_PORT (4600; the second app +2), BENCH_DATABASE_URL, BENCH_RESEED=1.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureBuilt, root } from '../scripts/build.mjs';
import {
  createViewers,
  findTargets,
  readScenarios,
  removeViewers,
} from './community-scenarios.mjs';
import { communitySeedStatements, communitySize } from './community-seed.mjs';
import { benchSettings, log, seededDatabase, serverEnv } from './lib/harness.mjs';
import { describeMachine } from './lib/machine.mjs';
import { failures, mark, markdownTable, runNote } from './lib/report.mjs';
import { prewarm, runner } from './lib/runs.mjs';
import { startApp } from './lib/server-process.mjs';

/** The issue this answers: ≥ 0.8 of the throughput at ten times the posts, p97.5 ≤ 50 ms @16. */
const GOAL = { ratio: 0.8, p975: 50 };
const SCALES = [0.1, 1];
const CONNECTIONS = 16;

const settings = { ...benchSettings(), seconds: Number(process.env.BENCH_SECONDS ?? 5) };
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const viewerCount = Number(process.env.BENCH_VIEWERS ?? 64);
ensureBuilt();

const dataDir = mkdtempSync(join(tmpdir(), 'simmer-scaling-'));
const sizes = [];
try {
  for (const [k, scale] of SCALES.entries()) sizes.push(await startSize(scale, k));
  const [small, big] = sizes;
  const scenarios = small.scenarios.filter((scenario) => settings.only.test(scenario.name));
  const rows = [];
  for (const scenario of scenarios) {
    const runs = new Map(sizes.map((size) => [size, []]));
    for (const size of sizes) {
      if (settings.warmup) await size.run(size.app, size.scenario(scenario), 16, settings.warmup);
    }
    for (let round = 0; round < rounds; round++) {
      for (const size of round % 2 ? [big, small] : [small, big]) {
        await prewarm(size.client);
        runs.get(size).push(await size.run(size.app, size.scenario(scenario), CONNECTIONS));
      }
    }
    const [few, many] = [runs.get(small), runs.get(big)];
    const ratio = median(many.map((r) => r.rps)) / median(few.map((r) => r.rps));
    const p975 = median(many.map((r) => r.p975));
    log(`${scenario.name}: ${cell(few)} → ${cell(many)} req/s, ${ratio.toFixed(2)}, ${p975} ms`);
    const clean = failures(...few, ...many) === 0;
    rows.push([
      `${scenario.name}${runNote(...few, ...many)}`,
      cell(few),
      cell(many),
      `${ratio.toFixed(2)} ${mark(clean && ratio >= GOAL.ratio)}`,
      `${median(few.map((r) => r.p975))}`,
      `${p975} ${mark(clean && p975 <= GOAL.p975)}`,
    ]);
  }
  const machine = await describeMachine(small.client);
  const report = [
    `Measured ${new Date().toISOString().slice(0, 16)}: ${rounds} rounds of ${settings.seconds} s per size and scenario at ${CONNECTIONS} connections, the sizes alternating.`,
    '',
    markdownTable(
      [
        'scenario',
        `req/s, ${label(small)} (median; range)`,
        `req/s, ${label(big)}`,
        `${label(big)} / ${label(small)} ≥ ${GOAL.ratio}`,
        `p97.5 ms, ${label(small)}`,
        `p97.5 ms, ${label(big)} ≤ ${GOAL.p975}`,
      ],
      rows,
    ),
    '',
    'Medians of the rounds; p97.5 is the median of the rounds’ p97.5.',
    '',
    ...Object.entries(machine).map(([key, value]) => `- ${key}: ${value}`),
  ].join('\n');
  const folder = join(root, 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
  writeFileSync(join(folder, `community-scaling-${stamp}.md`), `${report}\n`);
  console.log(report);
} finally {
  // autocannon drops its last requests unanswered; let the apps finish them before they stop.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const size of sizes) {
    await size.stop();
    await size.client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * One size: its database seeded (or reused), the app started on it, viewers signed up, and the
 * scenarios found in its data (a deep page's cursor differs between the sizes).
 */
async function startSize(scale, k) {
  const size = communitySize(scale);
  const statements = communitySeedStatements(size);
  const { url } = await seededDatabase({ name: 'community', scale, size, statements, settings });
  const port = settings.port + 2 * k;
  const base = `http://127.0.0.1:${port}`;
  const server = await startApp({
    root,
    port,
    dataDir: join(dataDir, String(k)),
    env: serverEnv(url),
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await removeViewers(client);
  const viewers = await createViewers(client, base, viewerCount, size);
  const scenarios = readScenarios(await findTargets(client, size));
  await client.query('vacuum analyze');
  const cookies = viewers.map((viewer) => viewer.cookie);
  return {
    scale,
    posts: size.announcements,
    client,
    app: { url: base, pid: server.pid },
    stop: server.stop,
    scenarios,
    run: runner({ seconds: settings.seconds, database: new URL(url).pathname.slice(1) }),
    /** This size's scenario of the same name, with its viewers. */
    scenario: ({ name }) => ({ ...scenarios.find((s) => s.name === name), cookies }),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of the rounds' throughput, and their range. */
function cell(runs) {
  const rps = runs.map((r) => r.rps);
  return `${median(rps)} (${Math.min(...rps)}–${Math.max(...rps)})`;
}

function label({ posts }) {
  return `${posts.toLocaleString('en')} posts`;
}
