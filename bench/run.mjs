// `npm run bench`: starts the built server on a fresh embedded database (or DATABASE_URL), seeds
// a collection through the API, then measures the recipe list, search and detail with autocannon.
// Loopback only; every scenario is bounded in time. Builds first if the sources changed (npm start's
// own check).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { seedRecipes, signUp } from './seed.mjs';

const port = Number(process.env.BENCH_PORT ?? 4500);
const baseUrl = `http://127.0.0.1:${port}`;
const recipes = Number(process.env.BENCH_RECIPES ?? 500);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const dataDir = mkdtempSync(join(tmpdir(), 'simmer-bench-'));
const server = spawn('node', ['scripts/start.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
});

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become healthy');
}

function run(title, path, cookie) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${baseUrl}${path}`, connections, duration, headers: { cookie } },
      (error, result) => (error ? reject(error) : resolve({ title, result })),
    );
  });
}

try {
  await waitForHealth();
  const cookie = await signUp(baseUrl, `bench-${Date.now()}@example.com`);
  const started = Date.now();
  const ids = await seedRecipes(baseUrl, cookie, recipes);
  console.log(`seeded ${ids.length} recipes in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const rows = [];
  for (const [title, path] of [
    [`list (${recipes} recipes)`, '/api/recipes'],
    ['search "curry"', '/api/recipes?search=curry'],
    ['detail', `/api/recipes/${ids[Math.floor(ids.length / 2)]}`],
    ['featured of the day', '/api/recipes/featured/daily'],
  ]) {
    const { result } = await run(title, path, cookie);
    rows.push({
      scenario: title,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      non2xx: result.non2xx,
    });
  }
  console.table(rows);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
