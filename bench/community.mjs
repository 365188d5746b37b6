// `npm run bench:community` (issue 8): the community at full size — 20 k cooks, 1 M posts, 10 M
// likes, 1 M comments — seeded straight into a dedicated PostgreSQL database (reused while its
// seed is unchanged), then the real app (`node scripts/start.mjs`) and a bare node:http ceiling
// doing the same SQL, measured with autocannon on loopback. Prints a markdown table against the
// issue's targets and the machine, and writes EXPLAIN (ANALYZE, BUFFERS) of every read statement.
// Env: BENCH_DATABASE_URL (admin URL), BENCH_SCALE (0.01 for a quick run), BENCH_RESEED=1,
// BENCH_SECONDS (10), BENCH_WARMUP (2), BENCH_VIEWERS (64), BENCH_PORT (4600; ceiling +1),
// BENCH_ONLY (a regular expression: only the scenarios whose name matches).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { targets as buildTargets, ensureBuilt, fingerprint, root } from '../scripts/build.mjs';
import { BUSY, likeRow, readRow, resultsTable } from './community-report.mjs';
import { likeToggle, readScenario, runner, sameAnswers } from './community-runs.mjs';
import {
  createViewers,
  findTargets,
  pageStatement,
  readScenarios,
  removeViewers,
} from './community-scenarios.mjs';
import { communitySeedStatements } from './community-seed.mjs';
import { importApp } from './lib/app-code.mjs';
import { benchDatabase, DEFAULT_ADMIN_URL } from './lib/bench-database.mjs';
import { describeMachine } from './lib/machine.mjs';
import { explainAnalyze } from './lib/report.mjs';
import { startServer } from './lib/server-process.mjs';

const env = process.env;
const scale = Number(env.BENCH_SCALE ?? 1);
const seconds = Number(env.BENCH_SECONDS ?? 10);
const warmup = Number(env.BENCH_WARMUP ?? 2);
const port = Number(env.BENCH_PORT ?? 4600);
const only = new RegExp(env.BENCH_ONLY ?? '');
const size = {
  users: Math.max(100, Math.round(20_000 * scale)),
  announcements: Math.round(1_000_000 * scale),
  likes: Math.round(10_000_000 * scale),
  follows: Math.round(1_000_000 * scale),
  comments: Math.round(1_000_000 * scale),
  commentLikes: Math.round(1_000_000 * scale),
};
const log = (line) => console.error(`bench: ${line}`);
// Anything else running on the machine skews the numbers: the report shows the load we found.
const loadAtStart = loadavg()[0].toFixed(1);

ensureBuilt();
// Which code was measured: the commit, and a hash of the server sources as built (the working
// tree may hold changes that are not committed yet).
const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
const code = `git HEAD ${head}, server sources ${fingerprint(buildTargets.server).slice(0, 12)}`;
const statements = communitySeedStatements(size);
// The seed's own SQL is the marker: any change to sizes or generator seeds the database again.
const seedHash = createHash('sha256').update(statements.join(';')).digest('hex').slice(0, 16);
const { url, seedSeconds, reused } = await benchDatabase({
  adminUrl: env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL,
  // A quick run at another scale gets its own database and leaves the full-size one alone.
  name: `simmer_bench_community${scale === 1 ? '' : `_${String(scale).replace('.', '_')}`}`,
  key: { size, seedHash },
  statements,
  reseed: env.BENCH_RESEED === '1',
  log,
});
log(`${reused ? 'seeded earlier' : 'seeded'} in ${seedSeconds} s`);

const secret = 'bench-session-secret-0123456789abcdef-0123456789';
const dataDir = mkdtempSync(join(tmpdir(), 'simmer-bench-'));
const client = new pg.Client({ connectionString: url });
await client.connect();
const servers = [];
try {
  const serverEnv = { DATABASE_URL: url, SESSION_SECRET: secret, LOG_LEVEL: 'warn' };
  const start = async (name, args, serverPort, extra = {}) => {
    const base = `http://127.0.0.1:${serverPort}`;
    const vars = { ...serverEnv, ...extra, PORT: String(serverPort) };
    const server = await startServer({ name, args, env: vars, healthUrl: `${base}/api/health` });
    servers.push(server);
    return { url: base, pid: server.pid };
  };
  const app = await start('app', ['scripts/start.mjs'], port, {
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
  });
  const ceiling = await start('ceiling', ['bench/community-ceiling.mjs'], port + 1);

  await removeViewers(client);
  const viewers = await createViewers(client, app.url, Number(env.BENCH_VIEWERS ?? 64), size);
  const targets = await findTargets(client, size);
  // As autovacuum would have long done for these rows in production: the viewers' likes and
  // follows are all-visible, and earlier runs' toggles are cleaned up.
  await client.query('vacuum analyze users, follows, announcement_likes, announcements, session');
  const counts = (
    await client.query(`select (select count(*) from users) users,
      (select count(*) from announcements) announcements,
      (select count(*) from announcement_likes) likes, (select count(*) from follows) follows,
      (select count(*) from comments) comments, (select count(*) from comment_likes) comment_likes`)
  ).rows[0];
  log(`data: ${JSON.stringify(counts)}`);

  const run = runner({ viewers, seconds, database: new URL(url).pathname.slice(1) });
  const scenarios = readScenarios(targets).filter((scenario) => only.test(scenario.name));
  // One pass over everything first, so the app's JIT and both pools are warm before the first
  // measured run as much as before the last.
  for (const scenario of scenarios) {
    await sameAnswers(app, ceiling, scenario.path, viewers[0].cookie);
    for (const server of [app, ceiling]) if (warmup) await run(server, scenario.path, 16, warmup);
  }
  const rows = [];
  for (const scenario of scenarios) {
    const runs = await readScenario({ run, client, app, ceiling, scenario, warmup });
    const { app16, app64, ceiling64 } = runs;
    log(`${scenario.name}: p97.5 ${app16.p975} ms, ${app64.rps} / ${ceiling64.rps} req/s`);
    rows.push(readRow(scenario.name, runs));
  }

  // EXPLAIN each read statement as the first viewer, on caches as warm as the runs had them.
  const builders = {
    ...(await importApp('modules/community/feed.queries.js')),
    ...(await importApp('modules/community/comments.queries.js')),
  };
  const dialect = new PgDialect();
  const plans = [];
  for (const scenario of scenarios) {
    const statement = dialect.sqlToQuery(pageStatement(scenario, viewers[0].id, builders));
    const plan = await explainAnalyze(client, statement);
    plans.push(`## ${scenario.name}\n\n${scenario.path}\n\n${statement.sql.trim()}\n`);
    plans.push(`${JSON.stringify(statement.params)}\n\n${plan}\n`);
  }

  if (only.test('like toggle')) {
    const likes = await likeToggle({ run, client, app, viewers, targets, size, warmup });
    log(`like toggle: ${likes.rps} req/s, counts ${likes.exact ? 'exact' : 'WRONG'}`);
    rows.push(likeRow(likes, viewers.length));
  }

  const machine = await describeMachine(client);
  machine.load = `1-minute load average ${loadAtStart} when the benchmark started`;
  machine.code = code;
  const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
  const results = join(root, 'bench', 'results');
  mkdirSync(results, { recursive: true });
  const explainFile = join(results, `community-explain-${stamp}.md`);
  writeFileSync(explainFile, `# EXPLAIN (ANALYZE, BUFFERS), ${JSON.stringify(counts)}\n\n`);
  writeFileSync(explainFile, plans.join('\n'), { flag: 'a' });
  const report = [
    `Measured ${new Date().toISOString().slice(0, 10)}: ${JSON.stringify(counts)}, seeded in ${seedSeconds} s.`,
    `${seconds} s per run after ${warmup} s of warm-up; ${viewers.length} signed-in viewers in turn.`,
    '',
    resultsTable(rows),
    '',
    `${BUSY}: other programs took more than a tenth of the CPU during a run (see "other").`,
    '',
    ...Object.entries(machine).map(([key, value]) => `- ${key}: ${value}`),
    '',
    `EXPLAIN (ANALYZE, BUFFERS): ${explainFile}`,
  ].join('\n');
  writeFileSync(join(results, `community-${stamp}.md`), `${report}\n`);
  console.log(report);
} finally {
  // autocannon drops its last requests unanswered; let the app finish them before it shuts down.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const server of servers.reverse()) await server.stop();
  await client.end();
  rmSync(dataDir, { recursive: true, force: true });
}
