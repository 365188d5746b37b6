// `npm run bench:import`: a Paprika export of 5 000 recipes, each with its own photo, imported
// through the real route by the real server (`npm start`'s code), as a cook's browser sends it:
// multipart upload, progress lines. Prints the time taken, the server's peak resident memory
// (sampled from /proc every 100 ms) against the targets (under 2 minutes, under 300 MB), and how
// long the photos' smaller copies took after the import (decision 032).
// The database is a fresh `simmer_bench_import` on the PostgreSQL of BENCH_DATABASE_URL (as the
// other benchmarks: the machine's, by default); BENCH_DATABASE=embedded uses the embedded one
// instead (the server alone then holds ~250 MB at rest: decision 033).
// Env: BENCH_RECIPES (5000), BENCH_PORT (4499), BENCH_PHOTOS=0 (recipes without photos: what the
// rest of the import costs).
import { once } from 'node:events';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import yazl from 'yazl';
import { ensureBuilt, root } from '../scripts/build.mjs';
import { benchDatabase, DEFAULT_ADMIN_URL } from './lib/bench-database.mjs';
import { startApp } from './lib/server-process.mjs';
import { signUp } from './lib/sign-up.mjs';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 5000);
const PORT = Number(process.env.BENCH_PORT ?? 4499);
const TARGET = { seconds: 120, megabytes: 300 };
const baseUrl = `http://127.0.0.1:${PORT}`;

/**
 * Photos of a food photo's weight (1200×900 JPEG of ~150 KB: blurred noise; raw noise would
 * weigh 400 KB and take twice as long to encode as any real dish), a few to rotate.
 */
async function photos() {
  const made = [];
  for (let seed = 0; seed < 8; seed += 1) {
    made.push(
      await sharp({
        create: {
          width: 1200,
          height: 900,
          channels: 3,
          background: { r: 150 + seed * 10, g: 80, b: 40 },
          noise: { type: 'gaussian', mean: 120, sigma: 20 },
        },
      })
        .blur(0.8)
        .jpeg({ quality: 80 })
        .toBuffer(),
    );
  }
  return made;
}

/** One recipe as Paprika writes it: gzipped JSON with its photo inside as base64. */
function paprikaRecipe(index, photo) {
  return gzipSync(
    JSON.stringify({
      uid: `BENCH-${index}`,
      name: `Bench stew no. ${index}`,
      description: 'A stew for measuring imports.',
      ingredients: 'For the stew:\n900 g beef chuck\n2 tbsp olive oil\n1 onion, diced',
      directions: 'Brown the beef.\nSoften the onion.\nSimmer for 2 hours.',
      notes: 'Better the next day.',
      nutritional_info: '450 kcal',
      servings: '4 servings',
      prep_time: '20 min',
      cook_time: '2 hr',
      total_time: '2 hr 20 min',
      source: 'Simmer bench',
      source_url: `https://cooks.example.org/stew/${index}`,
      categories: ['Bench', 'Stews'],
      rating: 4,
      photo_data: photo?.toString('base64') ?? '',
    }),
  );
}

async function writeExport(path) {
  const zip = new yazl.ZipFile();
  const done = once(zip.outputStream.pipe(createWriteStream(path)), 'close');
  const pictures = process.env.BENCH_PHOTOS === '0' ? [null] : await photos();
  for (let index = 1; index <= RECIPES; index += 1) {
    const entry = paprikaRecipe(index, pictures[index % pictures.length]);
    // The entries are gzip already: stored as they are, as Paprika does.
    zip.addBuffer(entry, `Bench stew no. ${index}.paprikarecipe`, { compress: false });
  }
  zip.end();
  await done;
}

/** The process's resident memory in MB, from /proc (Linux). */
async function residentMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * How long after the import the background made the photos' smaller copies (decision 032): the
 * recipe folder holds each photo and its two copies (a 1200 px photo has a 400 and an 800).
 */
async function copiesDone(dataDir, photos, importEnded) {
  const folder = join(dataDir, 'uploads', 'recipes');
  while (performance.now() - importEnded < 15 * 60_000) {
    const files = await readdir(folder).catch(() => []);
    if (files.length >= photos * 3)
      return `${((performance.now() - importEnded) / 1000).toFixed(0)} s`;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return 'not all within 15 minutes';
}

ensureBuilt();
const embedded = process.env.BENCH_DATABASE === 'embedded';
const database = embedded
  ? null
  : await benchDatabase({
      adminUrl: process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL,
      name: 'simmer_bench_import',
      // Made again for every run: each run adds its 5 000 recipes.
      key: { run: Date.now() },
      statements: [],
      reseed: true,
    });
console.log(`database: ${database ? 'PostgreSQL, simmer_bench_import' : 'embedded (PGlite)'}`);
const work = await mkdtemp(join(tmpdir(), 'simmer-bench-import-'));
const archive = join(work, 'bench.paprikarecipes');
try {
  console.log(`writing a Paprika export of ${RECIPES} recipes with photos…`);
  await writeExport(archive);
  const server = await startApp({
    root,
    port: PORT,
    dataDir: join(work, 'data'),
    env: database ? { DATABASE_URL: database.url } : {},
  });
  try {
    const cookie = await signUp(baseUrl, `bench-import-${Date.now()}@example.com`);
    const before = await residentMb(server.pid);
    let peak = before;
    const sampler = setInterval(async () => {
      peak = Math.max(peak, await residentMb(server.pid));
    }, 100);
    const started = performance.now();
    const form = new FormData();
    form.append('archive', await openAsBlob(archive), 'bench.paprikarecipes');
    const response = await fetch(`${baseUrl}/api/import`, {
      method: 'POST',
      headers: { cookie, accept: 'application/x-ndjson', origin: baseUrl },
      body: form,
    });
    if (!response.ok)
      throw new Error(`import answered ${response.status}: ${await response.text()}`);
    let last = null;
    let shown = 0;
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of response.body) {
      buffered += decoder.decode(chunk, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines.filter(Boolean)) {
        last = JSON.parse(line);
        if (last.done - shown >= 500) {
          shown = last.done;
          console.log(
            `  ${last.done} / ${last.total}: ${((performance.now() - started) / 1000).toFixed(0)} s, ${(await residentMb(server.pid)).toFixed(0)} MB`,
          );
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const copies = await copiesDone(
      join(work, 'data'),
      process.env.BENCH_PHOTOS === '0' ? 0 : (last?.imported ?? 0),
      started + seconds * 1000,
    );
    if (last?.error) throw new Error(`the import stopped: ${last.error}`);
    const rows = [
      [
        'recipes imported',
        `${last?.imported} (skipped ${last?.skipped}, refused ${last?.refused?.length})`,
        `${RECIPES}`,
      ],
      ['time', `${seconds.toFixed(1)} s`, `< ${TARGET.seconds} s`],
      ['server memory before the import (RSS)', `${before.toFixed(0)} MB`, ''],
      ['server peak memory (RSS)', `${peak.toFixed(0)} MB`, `< ${TARGET.megabytes} MB`],
      ['photo copies made in the background, after the import', copies, ''],
    ];
    console.log('\n| what | measured | target |\n|---|---|---|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    const met = last?.imported === RECIPES && seconds < TARGET.seconds && peak < TARGET.megabytes;
    console.log(met ? '\nall targets met' : '\nTARGETS MISSED');
    process.exitCode = met ? 0 : 1;
  } finally {
    await server.stop();
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
