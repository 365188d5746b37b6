// `npm run bench` (decision 017): recipes and profiles at scale — 200 k users, 100 k recipes of
// which one cook owns 10 k, a cook with 100 k more (the 10× check), a cook followed by 200 k users
// — seeded straight into a dedicated PostgreSQL database (reused while its seed is unchanged), then
// the real app and a bare node:http ceiling doing the same SQL, measured with autocannon on
// loopback (bench/lib/harness.mjs). Prints the table against the targets, the 10× table and the
// machine, and writes EXPLAIN (ANALYZE, BUFFERS) of every list statement.
// Env: as bench/community.mjs (BENCH_SCALE, BENCH_SECONDS, BENCH_WARMUP, BENCH_ONLY, …).
import { importApp } from './lib/app-code.mjs';
import { benchmark, benchSettings } from './lib/harness.mjs';
import { mark, markdownTable, TARGET } from './lib/report.mjs';
import { recipeSeedStatements } from './recipe-seed.mjs';
import {
  cookScenarios,
  findTargets,
  organise,
  removeViewers,
  signInAs,
} from './recipes-scenarios.mjs';

const { scale } = benchSettings();
const size = {
  users: Math.max(100, Math.round(200_000 * scale)),
  recipes: Math.round(100_000 * scale),
  bigCookRecipes: Math.round(10_000 * scale),
  hugeCookRecipes: Math.round(100_000 * scale),
  starFollowers: Math.round(200_000 * scale),
};
const BIG = `${size.bigCookRecipes.toLocaleString('en')} recipes`;
const HUGE = `${size.hugeCookRecipes.toLocaleString('en')} recipes`;

await benchmark({
  name: 'recipes',
  size,
  statements: recipeSeedStatements(size),
  ceiling: 'bench/recipes-ceiling.mjs',
  async prepare({ client, app }) {
    await removeViewers(client);
    await organise(client, ['seed-big', 'seed-huge']);
    const cookies = await signInAs(client, app.url, ['seed-big', 'seed-huge']);
    const { RECIPE_PAGE_SIZE } = await importApp('../contracts/recipes.js');
    const { encodeCursor } = await importApp('modules/recipes/recipe-cursor.js');
    const { recipePageQuery } = await importApp('modules/recipes/recipe-list.queries.js');
    const { cookbookPageQuery } = await importApp('modules/recipes/cookbook-recipes.queries.js');
    const scenarios = [];
    for (const [cook, label] of [
      ['seed-big', BIG],
      ['seed-huge', HUGE],
    ]) {
      const targets = await findTargets(client, cook, encodeCursor);
      const visitorCookies = cookies.viewers;
      scenarios.push(
        ...cookScenarios({ label, cook, cookies: cookies[cook], visitorCookies, targets }),
      );
    }
    scenarios.push({
      name: `public profile of a cook with ${size.starFollowers.toLocaleString('en')} followers`,
      path: '/api/users/seed-star/profile',
      cookies: cookies.viewers,
    });
    for (const scenario of scenarios) {
      const { list, cookbook } = scenario;
      if (list) scenario.statement = () => recipePageQuery(list.scope, list.options);
      if (cookbook) {
        const options = { publicOnly: cookbook.publicOnly, limit: RECIPE_PAGE_SIZE };
        scenario.statement = () => cookbookPageQuery(cookbook.id, options);
      }
    }
    return { scenarios };
  },
  // The 10× check: each scenario of the 100 k cook against the same one of the 10 k cook.
  async extra({ results }) {
    const rows = [];
    for (const [name, big] of results) {
      if (!name.endsWith(BIG)) continue;
      const huge = results.get(name.replace(BIG, HUGE));
      if (!huge) continue;
      const ratio = huge.app64.rps / big.app64.rps;
      rows.push([
        name.slice(0, -BIG.length - 2),
        `${big.app64.rps}`,
        `${huge.app64.rps}`,
        ratio.toFixed(2),
        mark(ratio >= TARGET.ratio),
      ]);
    }
    const columns = [
      'request',
      `app req/s @64, ${BIG}`,
      `${HUGE}`,
      '10× / 1×',
      `≥ ${TARGET.ratio}`,
    ];
    return { tables: rows.length ? [markdownTable(columns, rows)] : [] };
  },
});
