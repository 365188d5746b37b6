// `npm run lighthouse`: Lighthouse's own default (mobile) configuration, from npm, driving Debian's
// Chromium over six main screens, against the built app started as a user starts it
// (scripts/start.mjs, embedded database in a fresh DATA_DIR) with a seeded kitchen. Each screen is
// measured RUNS times and the median run reported, as Lighthouse's docs advise for its variance.
// Prints the table; exits 1 when a screen misses the goal (performance ≥ 95, accessibility 100).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt, root } from '../scripts/build.mjs';
import { seedKitchen } from './lib/lighthouse-seed.mjs';
import { startApp } from './lib/server-process.mjs';

const GOAL = { performance: 95, accessibility: 100 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4390);
/** Only the screens whose name contains this text (case-insensitive), e.g. "feed". */
// LIGHTHOUSE_VERBOSE=1 also prints every run, not only each screen's median.
const ONLY = (process.env.LIGHTHOUSE_SCREENS ?? '').toLowerCase();
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The language the screens are drawn in: the browser asks for it and, as a visitor's switch
 * would, the language cookie names it (a seeded cook has no language of their own). A screen
 * must score the same in every language (decision 049).
 */
const LANGUAGE = process.env.LIGHTHOUSE_LANGUAGE ?? 'en';
const baseUrl = `http://127.0.0.1:${PORT}`;
/** Each screen's median report, for Lighthouse's viewer or a closer look (gitignored). */
const reports = join(root, 'bench', 'results', 'lighthouse');

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'simmer-lighthouse-'));
const server = await startApp({ root, port: PORT, dataDir });
// Root cannot use Chromium's sandbox (this machine and CI run as root).
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--disable-gpu',
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  ],
});

try {
  const { cookie, userId, recipeId } = await seedKitchen(baseUrl);
  const screens = [
    { name: 'Landing (visitor)', path: '/' },
    { name: 'Home', path: '/', cookie },
    { name: 'My Recipes', path: '/recipes', cookie },
    { name: 'Recipe detail', path: `/recipe/${recipeId}`, cookie },
    { name: 'Community Feed', path: '/announcements', cookie },
    { name: 'Public profile (visitor)', path: `/user/${userId}` },
  ];
  mkdirSync(reports, { recursive: true });
  const rows = [];
  for (const screen of screens.filter(({ name }) => name.toLowerCase().includes(ONLY)))
    rows.push({ ...screen, ...(await measure(screen)) });
  printTable(rows);
  const missed = rows.filter(
    (row) => row.performance < GOAL.performance || row.accessibility < GOAL.accessibility,
  );
  for (const row of missed)
    console.log(`missed: ${row.name} — ${row.failing.join(', ') || 'performance'}`);
  process.exitCode = missed.length ? 1 : 0;
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function measure({ name, path, cookie }) {
  const runs = [];
  let failures = 0;
  while (runs.length < RUNS) {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: {
        'accept-language': LANGUAGE,
        cookie: [cookie, `simmer-language=${LANGUAGE}`].filter(Boolean).join('; '),
      },
    });
    const { categories, audits, runtimeError } = result.lhr;
    // Lighthouse sometimes loses its own trace (NO_NAVSTART); its advice is to run again.
    if (runtimeError || categories.performance.score === null) {
      failures += 1;
      console.log(
        `${name}: Lighthouse failed (${runtimeError?.code ?? 'no score'}), running again`,
      );
      if (failures > RUNS) throw new Error(`Lighthouse keeps failing on ${name}`);
      continue;
    }
    runs.push({
      lhr: result.lhr,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      failing: categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score === 0)
        .map((ref) => ref.id),
    });
  }
  if (process.env.LIGHTHOUSE_VERBOSE) {
    for (const run of runs) {
      console.log(
        `${name}: ${run.performance} (FCP ${Math.round(run.fcp)} ms, LCP ${Math.round(run.lcp)} ms,` +
          ` TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)})`,
      );
    }
  }
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)];
  const file = `${name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/-$/, '')}${LANGUAGE === 'en' ? '' : `.${LANGUAGE}`}.json`;
  writeFileSync(join(reports, file), JSON.stringify(median.lhr));
  return median;
}

function printTable(rows) {
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const header = ['screen', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes'];
  const lines = rows.map((row) => [
    row.name,
    String(row.performance),
    String(row.accessibility),
    s(row.fcp),
    s(row.lcp),
    `${Math.round(row.tbt)} ms`,
    row.cls.toFixed(3),
    `${Math.round(row.bytes / 1024)} KiB`,
  ]);
  const { lighthouseVersion, environment } = rows[0].lhr;
  console.log(
    `\nLighthouse ${lighthouseVersion}, its default mobile profile, median of ${RUNS} run(s);` +
      ` in ${LANGUAGE}; this machine's benchmarkIndex ${Math.round(environment.benchmarkIndex)}\n`,
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}
