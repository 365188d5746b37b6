// `npm run bench:live` (decision 048): the community live on two app instances sharing one
// PostgreSQL database. Measures (1) how long a like made on one instance takes to reach the
// author's open event stream (their bell) on the other, and the counts of a page watching the post;
// (2) what 10 000 open event streams cost one instance in memory (resident set, the whole process
// tree), with a new post then reaching every open feed. Prints a markdown table and keeps it in
// bench/results/.
// Env: BENCH_DATABASE_URL (admin URL), BENCH_PORT (4800; the second instance +1),
// BENCH_LIKES (200), BENCH_STREAMS (10000).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureBuilt, root } from '../scripts/build.mjs';
import { benchDatabase, DEFAULT_ADMIN_URL } from './lib/bench-database.mjs';
import { api, openStream, timingTable } from './lib/live.mjs';
import { describeMachine } from './lib/machine.mjs';
import { markdownTable } from './lib/report.mjs';
import { startApp } from './lib/server-process.mjs';
import { signUp } from './lib/sign-up.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const port = Number(process.env.BENCH_PORT ?? 4800);
const likes = Number(process.env.BENCH_LIKES ?? 200);
const streamCount = Number(process.env.BENCH_STREAMS ?? 10_000);
/** An instance keeps at most 10 streams per cook (the oldest closes): this many cooks hold them. */
const STREAMS_PER_COOK = 10;
const log = (line) => console.error(`bench: ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident memory of a process and its children, from /proc (Linux), in MB. */
function residentMb(pid) {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const task of readdirSync(`/proc/${tree[i]}/task`)) {
      const children = readFileSync(`/proc/${tree[i]}/task/${task}/children`, 'utf8').trim();
      if (children) tree.push(...children.split(/\s+/).map(Number));
    }
  }
  let kb = 0;
  for (const one of tree) {
    const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${one}/status`, 'utf8'));
    kb += Number(rss?.[1] ?? 0);
  }
  return kb / 1024;
}

/** `count` cooks with display names, signed up a few at a time (each hashes a password). */
async function cooks(base, client, count, prefix) {
  const cookies = [];
  for (let i = 0; i < count; i += 8) {
    const batch = [];
    for (let k = i; k < Math.min(count, i + 8); k++)
      batch.push(signUp(base, `${prefix}-${k}-${Date.now()}@example.com`));
    cookies.push(...(await Promise.all(batch)));
  }
  await client.query(
    `update users set display_name = 'Cook ' || left(id, 6) where display_name is null`,
  );
  return cookies;
}

ensureBuilt();
const { url } = await benchDatabase({
  adminUrl,
  name: 'simmer_bench_live',
  key: { fresh: Date.now() },
  statements: [],
  reseed: true,
  log,
});
const client = new pg.Client({ connectionString: url });
await client.connect();
const dataDirs = [0, 1].map((i) => mkdtempSync(join(tmpdir(), `simmer-bench-live-${i}-`)));
const env = {
  DATABASE_URL: url,
  SESSION_SECRET: 'bench-session-secret-0123456789abcdef-0123456789',
  SIGNUPS_PER_HOUR: '100000',
};
const servers = [];
const closers = [];
try {
  const [a, b] = await Promise.all(
    [0, 1].map((i) => startApp({ root, port: port + i, dataDir: dataDirs[i], env })),
  );
  servers.push(a, b);
  const baseA = `http://127.0.0.1:${port}`;
  const baseB = `http://127.0.0.1:${port + 1}`;

  const likerCount = Math.ceil(likes / 2);
  log(`signing up an author and ${likerCount} likers`);
  const [author, watcher, ...likers] = await cooks(baseA, client, likerCount + 2, 'live');
  // Posts are multipart, as the web client sends them.
  const posts = [];
  for (const title of ['Live loaf', 'Live soup']) {
    const form = new FormData();
    form.set('title', title);
    form.set('content', 'Measured by the live benchmark');
    const response = await fetch(`${baseA}/api/announcements`, {
      method: 'POST',
      headers: { cookie: author, origin: baseA },
      body: form,
    });
    if (response.status !== 201) {
      throw new Error(`post: ${response.status} ${await response.text()}`);
    }
    posts.push(await response.json());
  }

  log(`${likes} likes on instance B, watched on instance A`);
  let bell;
  let counted;
  closers.push(
    await openStream(baseA, author, (kind, _data, at) => {
      if (kind === 'notification' && bell) bell(at);
    }),
    await openStream(
      baseA,
      watcher,
      (kind, _data, at) => {
        if (kind === 'counts' && counted) counted(at);
      },
      `/api/events?posts=${posts.map((post) => post.id).join(',')}`,
    ),
  );
  await sleep(300);
  const bellTimes = [];
  const countTimes = [];
  const waitFor = (set) =>
    Promise.race([new Promise((resolve) => set(resolve)), sleep(5000).then(() => Number.NaN)]);
  for (let i = 0; i < likes; i++) {
    const post = posts[i % 2];
    const seenBell = waitFor((resolve) => {
      bell = resolve;
    });
    const seenCount = waitFor((resolve) => {
      counted = resolve;
    });
    const started = performance.now();
    await api(baseB, likers[Math.floor(i / 2)], 'POST', `/api/announcements/${post.id}/like`);
    bellTimes.push((await seenBell) - started);
    countTimes.push((await seenCount) - started);
    bell = undefined;
    counted = undefined;
  }

  // The cooks who hold the streams sign up first, on the other instance (hashing their passwords
  // takes memory of its own), so what is measured on A is what the open streams hold.
  const holders = await cooks(baseB, client, Math.ceil(streamCount / STREAMS_PER_COOK), 'holder');
  await sleep(2000);
  const before = residentMb(a.pid);
  log(`opening ${streamCount} event streams on instance A (${before.toFixed(0)} MB before)`);
  let offered = 0;
  let lastOffer = 0;
  const onFeedEvent = (kind, _data, at) => {
    if (kind === 'announcement') {
      offered++;
      lastOffer = at;
    }
  };
  for (let i = 0; i < streamCount; i += 200) {
    const batch = [];
    for (let k = i; k < Math.min(streamCount, i + 200); k++) {
      const cookie = holders[Math.floor(k / STREAMS_PER_COOK)];
      batch.push(openStream(baseA, cookie, onFeedEvent, '/api/events?feed=true&posts=1,2,3'));
    }
    closers.push(...(await Promise.all(batch)));
  }
  await sleep(5000);
  const after = residentMb(a.pid);

  log('a new post, offered to every open feed');
  const form = new FormData();
  form.set('title', 'For everyone');
  form.set('content', 'A new post for every open feed');
  const postedAt = performance.now();
  await fetch(`${baseB}/api/announcements`, {
    method: 'POST',
    headers: { cookie: author, origin: baseB },
    body: form,
  });
  const deadline = Date.now() + 30_000;
  while (offered < streamCount && Date.now() < deadline) await sleep(50);
  const fanOut = lastOffer - postedAt;

  const table = timingTable([
    ["a like on B reaches the author's bell on A", bellTimes, 'p95 < 1 s'],
    ['… and the counts of a page watching the post on A', countTimes, 'p95 < 1 s'],
  ]);
  const memory = markdownTable(
    ['measure', 'value', 'target'],
    [
      ['instance A resident memory, before the streams', `${before.toFixed(0)} MB`, ''],
      [`… with ${streamCount} open streams`, `${after.toFixed(0)} MB`, '< 300 MB'],
      ['… per stream', `${(((after - before) * 1024) / streamCount).toFixed(1)} KB`, ''],
      [
        'a new post reaches every open feed',
        `${offered} of ${streamCount} in ${fanOut.toFixed(0)} ms`,
        'all',
      ],
    ],
  );
  const machine = await describeMachine(client);
  const report = [
    `# Community live benchmark, ${new Date().toISOString()}`,
    '',
    `Two app instances on one PostgreSQL; ${likes} likes by ${likerCount} cooks on two posts.`,
    '',
    table,
    '',
    memory,
    '',
    `Machine: ${JSON.stringify(machine)}`,
    '',
  ].join('\n');
  console.log(report);
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'community-live.md'), report);
} finally {
  for (const close of closers) close();
  await Promise.all(servers.map((server) => server.stop()));
  await client.end();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
