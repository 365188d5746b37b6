// The shape every benchmark here shares: the app built as `npm start` builds it, a dedicated
// PostgreSQL database seeded once by set-based SQL, the real app (`node scripts/start.mjs`) and a
// bare-server ceiling doing the same SQL started side by side, each read scenario measured on both
// with autocannon, EXPLAIN (ANALYZE, BUFFERS) of each scenario's statement, and one markdown report
// (printed, and kept in bench/results/) with the machine it was measured on.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { targets as buildTargets, ensureBuilt, fingerprint, root } from '../../scripts/build.mjs';
import { benchDatabase, DEFAULT_ADMIN_URL } from './bench-database.mjs';
import { describeMachine } from './machine.mjs';
import { BUSY, explainAnalyze, readRow, resultsTable } from './report.mjs';
import { readScenario, runner, sameAnswers } from './runs.mjs';
import { startServer } from './server-process.mjs';

/** The knobs every benchmark takes from the environment. */
export function benchSettings(env = process.env) {
  return {
    scale: Number(env.BENCH_SCALE ?? 1),
    seconds: Number(env.BENCH_SECONDS ?? 10),
    warmup: Number(env.BENCH_WARMUP ?? 2),
    port: Number(env.BENCH_PORT ?? 4600),
    only: new RegExp(env.BENCH_ONLY ?? ''),
    reseed: env.BENCH_RESEED === '1',
    adminUrl: env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL,
  };
}

export const log = (line) => console.error(`bench: ${line}`);

/**
 * The benchmark's database at `scale`, seeded with `statements` unless a database with the same
 * seed is there already: `simmer_bench_<name>`, or `…_0_1` at scale 0.1 (a run at another scale
 * gets its own database and leaves the full-size one alone).
 */
export async function seededDatabase({ name, scale, size, statements, settings }) {
  const seedHash = createHash('sha256').update(statements.join(';')).digest('hex').slice(0, 16);
  const seeded = await benchDatabase({
    adminUrl: settings.adminUrl,
    name: `simmer_bench_${name}${scale === 1 ? '' : `_${String(scale).replace('.', '_')}`}`,
    key: { size, seedHash },
    statements,
    reseed: settings.reseed,
    log,
  });
  log(`${seeded.reused ? 'seeded earlier' : 'seeded'} in ${seeded.seedSeconds} s`);
  return seeded;
}

/** The environment the app and the ceiling run with against the benchmark's database `url`. */
export const serverEnv = (url) => ({
  DATABASE_URL: url,
  SESSION_SECRET: 'bench-session-secret-0123456789abcdef-0123456789',
  LOG_LEVEL: 'warn',
  // The benchmark signs its viewers up through the API, more than an hour's usual allowance.
  SIGNUPS_PER_HOUR: '100000',
});

/**
 * Runs one benchmark.
 * - `name`: its database (`simmer_bench_<name>`, with the scale when not 1) and results files;
 * - `size`, `statements`: what is seeded (the statements' text is the seed's marker);
 * - `ceiling`: the ceiling server's script, relative to the project root;
 * - `prepare({ client, app, settings })` → `{ scenarios, explain? }`: each scenario
 *   `{ name, path, cookies, statement?: () => SQL, sameAnswer?: false }`, run in turn; `explain`
 *   (optional) lists `{ name, statement: SQL }` to EXPLAIN besides the scenarios' own;
 * - `extra({ run, client, app, rows })` → more rows after the reads (writes, comparisons);
 * - `notes`: lines printed under the table.
 */
export async function benchmark({ name, size, statements, ceiling, prepare, extra, notes = [] }) {
  const settings = benchSettings();
  const { scale, seconds, warmup, port, only } = settings;
  const loadAtStart = loadavg()[0].toFixed(1);
  ensureBuilt();
  // Which code was measured: the commit, and a hash of the server sources as built (the working
  // tree may hold changes that are not committed yet).
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
    .toString()
    .trim();
  const code = `git HEAD ${head}, server sources ${fingerprint(buildTargets.server).slice(0, 12)}`;
  const { url, seedSeconds } = await seededDatabase({ name, scale, size, statements, settings });

  const dataDir = mkdtempSync(join(tmpdir(), 'simmer-bench-'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const servers = [];
  try {
    const start = async (label, args, serverPort, more = {}) => {
      const base = `http://127.0.0.1:${serverPort}`;
      const vars = { ...serverEnv(url), ...more, PORT: String(serverPort) };
      const server = await startServer({
        name: label,
        args,
        env: vars,
        healthUrl: `${base}/api/health`,
      });
      servers.push(server);
      return { url: base, pid: server.pid };
    };
    const app = await start('app', ['scripts/start.mjs'], port, {
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
    });
    const bare = await start('ceiling', [ceiling], port + 1);

    const prepared = await prepare({ client, app, settings });
    const scenarios = prepared.scenarios.filter((scenario) => only.test(scenario.name));
    // As autovacuum would have long done in production: what prepare wrote is all-visible.
    await client.query('vacuum analyze');
    const counts = await rowCounts(client);
    log(`data: ${JSON.stringify(counts)}`);

    const run = runner({ seconds, database: new URL(url).pathname.slice(1) });
    // One pass over everything first, so the app's JIT and both pools are warm before the first
    // measured run as much as before the last.
    for (const scenario of scenarios) {
      if (scenario.sameAnswer !== false) await sameAnswers(app, bare, scenario);
      for (const server of [app, bare]) if (warmup) await run(server, scenario, 16, warmup);
    }
    const rows = [];
    const results = new Map();
    for (const scenario of scenarios) {
      const runs = await readScenario({ run, client, app, ceiling: bare, scenario, warmup });
      const { app16, app64, ceiling64 } = runs;
      log(`${scenario.name}: p97.5 ${app16.p975} ms, ${app64.rps} / ${ceiling64.rps} req/s`);
      results.set(scenario.name, runs);
      rows.push(readRow(scenario.name, runs));
    }

    // EXPLAIN each scenario's statement on caches as warm as the runs had them.
    const dialect = new PgDialect();
    const plans = [];
    const toExplain = [
      ...scenarios.filter((s) => s.statement).map((s) => ({ ...s, statement: s.statement() })),
      ...(prepared.explain ?? []),
    ];
    for (const { name: title, path, statement } of toExplain) {
      const query = dialect.sqlToQuery(statement);
      const plan = await explainAnalyze(client, query);
      plans.push(`## ${title}\n\n${path ?? ''}\n\n${query.sql.trim()}\n`);
      plans.push(`${JSON.stringify(query.params)}\n\n${plan}\n`);
    }

    const more = extra ? await extra({ run, client, app, results, settings }) : {};
    rows.push(...(more.rows ?? []));

    const machine = await describeMachine(client);
    machine.load = `1-minute load average ${loadAtStart} when the benchmark started`;
    machine.code = code;
    const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
    const folder = join(root, 'bench', 'results');
    mkdirSync(folder, { recursive: true });
    const explainFile = join(folder, `${name}-explain-${stamp}.md`);
    writeFileSync(
      explainFile,
      `# EXPLAIN (ANALYZE, BUFFERS), ${JSON.stringify(counts)}\n\n${plans.join('\n')}`,
    );
    const report = [
      `Measured ${new Date().toISOString().slice(0, 10)}: ${JSON.stringify(counts)}, seeded in ${seedSeconds} s.`,
      `${seconds} s per run after ${warmup} s of warm-up; requests from signed-in viewers in turn.`,
      '',
      resultsTable(rows),
      '',
      ...(more.tables ?? []).flatMap((table) => [table, '']),
      `${BUSY}: other programs took more than a tenth of the CPU during a run (see "other").`,
      ...notes,
      '',
      ...Object.entries(machine).map(([key, value]) => `- ${key}: ${value}`),
      '',
      `EXPLAIN (ANALYZE, BUFFERS): ${explainFile}`,
    ].join('\n');
    writeFileSync(join(folder, `${name}-${stamp}.md`), `${report}\n`);
    console.log(report);
  } finally {
    // autocannon drops its last requests unanswered; let the app finish them before it stops.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const server of servers.reverse()) await server.stop();
    await client.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Rows per table of the app's own tables (estimates are not good enough for a report). */
async function rowCounts(client) {
  const tables = ['users', 'recipes', 'follows', 'announcements', 'announcement_likes', 'comments'];
  const counts = {};
  for (const table of tables) {
    const { rows } = await client.query(`select count(*)::int as n from ${table}`);
    if (rows[0].n) counts[table] = rows[0].n;
  }
  return counts;
}
