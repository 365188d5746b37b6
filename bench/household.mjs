// `npm run bench:household` (decisions 045, 046): a household of 10 cooks on two app instances
// sharing one PostgreSQL database, with a year of meal plan and a 500-line shopping list.
// Measures (1) adding a planned week of 21 recipes to the list, one request, against the same
// statements run by the app's own query code straight on the database (the ceiling), and (2) how
// long a tick made on one instance takes to reach another member's open event stream on the
// other. Prints a markdown table and keeps it in bench/results/.
// Env: BENCH_DATABASE_URL (admin URL), BENCH_PORT (4700; the second instance +1), BENCH_RUNS (40).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureBuilt, root } from '../scripts/build.mjs';
import { importApp } from './lib/app-code.mjs';
import { benchDatabase, DEFAULT_ADMIN_URL } from './lib/bench-database.mjs';
import { api, openStream, timingTable } from './lib/live.mjs';
import { describeMachine } from './lib/machine.mjs';
import { startApp } from './lib/server-process.mjs';
import { signUp } from './lib/sign-up.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const port = Number(process.env.BENCH_PORT ?? 4700);
const runs = Number(process.env.BENCH_RUNS ?? 40);
const log = (line) => console.error(`bench: ${line}`);
const MEMBERS = 10;
const RECIPES_PER_MEMBER = 30;
const LIST_LINES = 500;

const INGREDIENTS = [
  '2 onions',
  '3 cloves garlic',
  '400 g chopped tomatoes',
  '200 g butter',
  '1 tbsp olive oil',
  '500 g minced beef',
  '1 l chicken stock',
  '250 ml milk',
  '2 carrots',
  '300 g rice',
  '1 tsp salt',
  '1 lemon',
  '100 g parmesan',
  '2 eggs',
  '1 can chickpeas',
  '150 g spinach',
];

async function createRecipe(base, cookie, index) {
  const form = new FormData();
  form.set('title', `Dish ${index}`);
  form.set('servings', '4');
  const picked = INGREDIENTS.filter((_, i) => (i + index) % 3 !== 0);
  form.set('ingredients', JSON.stringify(picked));
  form.set('instructions', JSON.stringify(['Cook it.']));
  const response = await fetch(`${base}/api/recipes`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`recipe: ${response.status} ${await response.text()}`);
  return (await response.json()).id;
}

ensureBuilt();
const { url } = await benchDatabase({
  adminUrl,
  name: 'simmer_bench_household',
  key: { fresh: Date.now() },
  statements: [],
  reseed: true,
  log,
});
const client = new pg.Client({ connectionString: url });
await client.connect();
const dataDirs = [
  mkdtempSync(join(tmpdir(), 'simmer-bench-a-')),
  mkdtempSync(join(tmpdir(), 'simmer-bench-b-')),
];
const env = {
  DATABASE_URL: url,
  SESSION_SECRET: 'bench-session-secret-0123456789abcdef-0123456789',
};
const servers = [];
try {
  const [a, b] = await Promise.all(
    [0, 1].map((i) => startApp({ root, port: port + i, dataDir: dataDirs[i], env })),
  );
  servers.push(a, b);
  const baseA = `http://127.0.0.1:${port}`;
  const baseB = `http://127.0.0.1:${port + 1}`;

  log('signing up the household');
  const cookies = [];
  for (let i = 0; i < MEMBERS; i++)
    cookies.push(await signUp(baseA, `member-${i}-${Date.now()}@example.com`));
  for (const cookie of cookies.slice(1)) {
    const { code } = await api(baseA, cookies[0], 'POST', '/api/household/invitations');
    await api(baseB, cookie, 'POST', `/api/household/invitations/${code}/accept`);
  }
  const household = await api(baseA, cookies[0], 'GET', '/api/household');
  const recipeIds = [];
  for (const [m, cookie] of cookies.entries()) {
    for (let r = 0; r < RECIPES_PER_MEMBER; r++)
      recipeIds.push(await createRecipe(baseA, cookie, m * 100 + r));
  }
  log('seeding a year of plan and a 500-line list');
  await client.query(
    `insert into meal_plan_entries (household_id, day, slot, recipe_id, title, servings)
     select $1, date '2027-01-04' + d, s.slot, ($2::int[])[1 + (d * 3 + s.n) % cardinality($2::int[])], 'Dish', 4
       from generate_series(0, 364) d,
            (values ('breakfast', 0), ('lunch', 1), ('dinner', 2)) s(slot, n)`,
    [household.id, `{${recipeIds.join(',')}}`],
  );
  const [list] = await api(baseA, cookies[0], 'GET', '/api/shopping-lists');
  await client.query(
    `insert into shopping_items (list_id, item_key, family, amount, item, aisle)
     select $1, 'pantry thing ' || n, 'count', n, 'pantry thing ' || n, 'pantry'
       from generate_series(1, $2::int) n`,
    [list.id, LIST_LINES],
  );
  await client.query('vacuum analyze');

  log(`adding a planned week of 21 recipes, ${runs} times`);
  const week = (i) => {
    const from = new Date(Date.UTC(2027, 0, 4 + 7 * (i % 52)));
    const to = new Date(from.getTime() + 6 * 86_400_000);
    return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
  };
  const addTimes = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await api(
      i % 2 ? baseB : baseA,
      cookies[i % MEMBERS],
      'POST',
      `/api/shopping-lists/${list.id}/items`,
      week(i),
    );
    addTimes.push(performance.now() - started);
  }

  log('the same statements straight on the database');
  const { openDatabase } = await importApp('db/client.js');
  const { plannedRecipes } = await importApp('modules/households/meal-plan.queries.js');
  const { addDrafts, householdIngredients, lineCount } = await importApp(
    'modules/households/shopping-items.queries.js',
  );
  const { draftLines } = await importApp('modules/households/shopping-drafts.js');
  const { readList } = await importApp('modules/households/shopping-list-read.js');
  const { recordChange } = await importApp('modules/households/household-events.js');
  const bare = await openDatabase({ url });
  const ceilingTimes = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const { from, to } = week(i);
    const wanted = await plannedRecipes(bare.db, household.id, from, to);
    const recipes = await householdIngredients(
      bare.db,
      household.id,
      wanted.map((w) => w.recipeId),
    );
    const drafts = draftLines(
      wanted.flatMap(({ recipeId, servings }) => {
        const recipe = recipes.get(recipeId);
        const scale = servings && recipe?.servings ? servings / recipe.servings : 1;
        return (recipe?.ingredients ?? []).map((text) => ({ text, recipeId, scale }));
      }),
    );
    await bare.db.transaction(async (tx) => {
      await addDrafts(tx, household.id, list.id, drafts);
      await lineCount(tx, list.id);
      await recordChange(tx, household.id, 'shopping-list', list.id);
    });
    await readList(bare.db, household.id, list.id);
    ceilingTimes.push(performance.now() - started);
  }
  await bare.close();

  log(`ticking on one instance, watching the other's stream, ${runs * 2} times`);
  const [item] = (await api(baseA, cookies[0], 'GET', `/api/shopping-lists/${list.id}`)).items;
  let arrived;
  const stop = await openStream(baseA, cookies[1], (kind, _data, at) => {
    if (kind === 'shopping-list' && arrived) arrived(at);
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const tickTimes = [];
  for (let i = 0; i < runs * 2; i++) {
    const seen = new Promise((resolve) => {
      arrived = resolve;
    });
    const started = performance.now();
    await api(baseB, cookies[2], 'PATCH', `/api/shopping-lists/${list.id}/items/${item.id}`, {
      checked: i % 2 === 0,
    });
    const at = await Promise.race([
      seen,
      new Promise((r) => setTimeout(() => r(Number.NaN), 5000)),
    ]);
    arrived = undefined;
    tickTimes.push(at - started);
  }
  stop();

  const table = timingTable([
    ['add a planned week (21 recipes) to a 500-line list: app', addTimes, 'p95 < 200 ms'],
    ['the same statements on the database (ceiling)', ceilingTimes, ''],
    ['a tick on instance B reaches a stream on instance A', tickTimes, 'p95 < 1000 ms'],
  ]);
  const machine = await describeMachine(client);
  const lines = await client.query('select item_count from shopping_lists where id = $1', [
    list.id,
  ]);
  const report = [
    `# Household benchmark, ${new Date().toISOString()}`,
    '',
    `${MEMBERS} members, ${recipeIds.length} recipes, a year of plan (1095 entries), the list at ${lines.rows[0].item_count} lines after the runs; two app instances on one PostgreSQL.`,
    '',
    table,
    '',
    `Machine: ${JSON.stringify(machine)}`,
    '',
  ].join('\n');
  console.log(report);
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'household.md'), report);
} finally {
  for (const server of servers) await server.stop();
  await client.end();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
