// `npm run bench:accuracy -- <path>`: how often "Import from URL" gets a real recipe page right.
// <path> is a checkout or a bare git mirror of recipe-scrapers (hhursev/recipe-scrapers, MIT),
// whose saved pages are served one by one from a local server (allowed through
// IMPORT_ALLOWED_HOSTS), imported through the real route by the real server (`npm start`'s code,
// on a fresh PostgreSQL database) and scored against the values its site-specific scrapers
// extract (bench/lib/accuracy-score.mjs). Prints the share of pages with title, ingredients and
// steps all right, the table by failure kind, the app's time per page, and the pages that failed.
// A page's photo is on its site, which this machine cannot reach: the route leaves it out, so
// photos are scored apart, as whether the reader (the built server's own module) finds the
// photo's address on pages the scraper found one on.
// Env: BENCH_LETTERS (a-m: the sites developed against; n-z are kept aside to measure how the
// reader generalises), BENCH_EARLIER=1 (instead, the earlier versions of those sites' pages kept in
// the repository's history: other pages of the same sites), BENCH_PORT (4498), BENCH_LIST=1 (every
// failed page with what was wrong).

import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ensureBuilt, root } from '../scripts/build.mjs';
import { readEarlierPages, readPages } from './lib/accuracy-corpus.mjs';
import { failures } from './lib/accuracy-score.mjs';
import { benchDatabase, DEFAULT_ADMIN_URL } from './lib/bench-database.mjs';
import { startApp } from './lib/server-process.mjs';
import { signUp } from './lib/sign-up.mjs';

const mirror = process.argv[2];
if (!mirror) {
  console.error('usage: npm run bench:accuracy -- <recipe-scrapers checkout or git mirror>');
  process.exit(2);
}
const LETTERS = process.env.BENCH_LETTERS ?? 'a-m';
const PORT = Number(process.env.BENCH_PORT ?? 4498);
const PAGES_PORT = PORT + 1;
const baseUrl = `http://127.0.0.1:${PORT}`;
const GOAL = 0.9;

const EARLIER = process.env.BENCH_EARLIER === '1';
const pages = await (EARLIER ? readEarlierPages : readPages)(mirror, LETTERS);
console.log(`${pages.length} ${EARLIER ? 'earlier pages' : 'pages'} of sites ${LETTERS}`);

// Each page as its site sent it, as far as a saved file can say: HTML, no charset in the header
// (so the page's own <meta> and byte-order mark decide, as for a server that sends none).
const byPath = new Map(pages.map((page) => [`/${page.host}/${page.name}`, page.html]));
const pageServer = createServer((request, response) => {
  const html = byPath.get(decodeURI(request.url ?? ''));
  response.writeHead(html ? 200 : 404, { 'content-type': 'text/html' });
  response.end(html ?? 'not found');
});
await new Promise((resolve) => pageServer.listen(PAGES_PORT, '127.0.0.1', resolve));

ensureBuilt();
const database = await benchDatabase({
  adminUrl: process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL,
  name: 'simmer_bench_accuracy',
  key: { run: Date.now() },
  statements: [],
  reseed: true,
});
const work = await mkdtemp(join(tmpdir(), 'simmer-bench-accuracy-'));
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const server = await startApp({
  root,
  port: PORT,
  dataDir: join(work, 'data'),
  env: { DATABASE_URL: database.url, IMPORT_ALLOWED_HOSTS: `127.0.0.1:${PAGES_PORT}` },
});

// The reader the route runs, from the build just made, for the photo addresses.
const built = (file) =>
  import(pathToFileURL(join(root, 'dist/node/server/modules/recipe-import', file)).href);
const { recipeFromHtml } = await built('recipe-from-page.js');
const { decodePage } = await built('page-charset.js');
const withPhoto = pages.filter((page) => page.expected.image);
const photosFound = withPhoto.filter(
  (page) =>
    recipeFromHtml(
      decodePage(page.html, 'text/html'),
      new URL(`http://127.0.0.1:${PAGES_PORT}/${page.host}/${page.name}`),
    )?.image,
).length;

const kinds = new Map();
const failed = [];
const times = [];
let right = 0;
try {
  const cookie = await signUp(baseUrl, `bench-accuracy-${Date.now()}@example.com`);
  for (const page of pages) {
    // The hourly import allowance is counted in this benchmark's own database.
    await client.query('delete from rate_events');
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/recipes/import`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `http://127.0.0.1:${PAGES_PORT}/${page.host}/${page.name}` }),
    });
    times.push(performance.now() - started);
    const body = await response.json().catch(() => ({}));
    const wrong =
      response.status === 200
        ? failures(body.recipe, page.expected)
        : response.status === 422
          ? failures(null, page.expected)
          : [`answered ${response.status}`];
    if (wrong.length === 0) right += 1;
    for (const kind of wrong) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    if (wrong.length) failed.push(`${page.host}/${page.name}: ${wrong.join(', ')}`);
  }
} finally {
  await server.stop();
  await client.end();
  pageServer.close();
  await rm(work, { recursive: true, force: true });
}

const share = (n) => `${((100 * n) / pages.length).toFixed(1)} %`;
const sorted = times.sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
console.log(`\n| | pages | share |\n|---|---|---|`);
console.log(`| title, ingredients and steps all right | ${right} | ${share(right)} |`);
for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1])) {
  console.log(`| ${kind} | ${n} | ${share(n)} |`);
}
console.log(
  `\nphoto address found on ${photosFound} of the ${withPhoto.length} pages with a photo (${((100 * photosFound) / Math.max(1, withPhoto.length)).toFixed(1)} %)`,
);
console.log(
  `\ntime per page (the route, page served locally): p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms`,
);
if (process.env.BENCH_LIST === '1') console.log(`\n${failed.join('\n')}`);
console.log(right / pages.length >= GOAL ? '\ngoal met' : `\nGOAL MISSED (${share(right)} < 90 %)`);
process.exitCode = right / pages.length >= GOAL ? 0 : 1;
