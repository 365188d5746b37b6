// `npm run bench:community` (decision 017): the community at full size — 20 k cooks, 1 M posts,
// 10 M likes, 1 M comments — seeded straight into a dedicated PostgreSQL database (reused while its
// seed is unchanged), then the real app and a bare node:http ceiling doing the same SQL, measured
// with autocannon on loopback (bench/lib/harness.mjs). Prints a markdown table against the targets
// and the machine, and writes EXPLAIN (ANALYZE, BUFFERS) of every read statement.
// Env: BENCH_DATABASE_URL (admin URL), BENCH_SCALE (0.01 for a quick run), BENCH_RESEED=1,
// BENCH_SECONDS (10), BENCH_WARMUP (2), BENCH_VIEWERS (64), BENCH_PORT (4600; ceiling +1),
// BENCH_ONLY (a regular expression: only the scenarios whose name matches).
import { likeRow } from './community-report.mjs';
import { likeToggle } from './community-runs.mjs';
import {
  createViewers,
  findTargets,
  pageStatement,
  readScenarios,
  removeViewers,
} from './community-scenarios.mjs';
import { communitySeedStatements, communitySize } from './community-seed.mjs';
import { importApp } from './lib/app-code.mjs';
import { benchmark, benchSettings } from './lib/harness.mjs';

const { scale, only } = benchSettings();
const size = communitySize(scale);

let viewers;
let targets;
await benchmark({
  name: 'community',
  size,
  statements: communitySeedStatements(size),
  ceiling: 'bench/community-ceiling.mjs',
  async prepare({ client, app }) {
    await removeViewers(client);
    viewers = await createViewers(client, app.url, Number(process.env.BENCH_VIEWERS ?? 64), size);
    targets = await findTargets(client, size);
    const builders = {
      ...(await importApp('modules/community/feed.queries.js')),
      ...(await importApp('modules/community/comments.queries.js')),
    };
    const cookies = viewers.map((viewer) => viewer.cookie);
    const scenarios = readScenarios(targets).map((scenario) => ({
      ...scenario,
      cookies,
      // The statement as the first viewer, whose cookie sameAnswers uses.
      statement: () => pageStatement(scenario, viewers[0].id, builders),
    }));
    return { scenarios };
  },
  async extra({ run, client, app, settings }) {
    if (!only.test('like toggle')) return {};
    const likes = await likeToggle({ run, client, app, viewers, targets, size, ...settings });
    console.error(
      `bench: like toggle: ${likes.rps} req/s, counts ${likes.exact ? 'exact' : 'WRONG'}`,
    );
    return { rows: [likeRow(likes, viewers.length)] };
  },
});
