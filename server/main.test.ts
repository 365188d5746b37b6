import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from './paths.js';
import { withDatabase } from './test/global-setup.js';
import { solidPhoto } from './test/photos.js';
import { startS3 } from './test/s3-server.js';

// Process-level: the real entry point, as an operator starts it.

interface Server {
  child: ChildProcess;
  url: string;
  stderr(): string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const SETTINGS =
  'PORT HOST DATA_DIR DATABASE_URL PUBLIC_URL SESSION_SECRET ALLOW_SIGNUP LOG_LEVEL NODE_ENV';
const children = new Set<ChildProcess>();
const dirs: string[] = [];

afterEach(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
  children.clear();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'simmer-main-'));
  dirs.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts `server/main.ts` with only the given configuration, nothing inherited from ours. */
function launch(env: Record<string, string>, port = 0): Server {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !SETTINGS.split(' ').includes(key) && !/^(OIDC|S3|SMTP)_/.test(key),
    ),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { ...inherited, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, url: `http://127.0.0.1:${port}`, stderr: () => stderr, exit };
}

/** Starts the server and waits until it answers health, failing early if it dies. */
async function start(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const server = launch({ HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env }, port);
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.stderr()}`);
    }
    const status = await fetch(`${server.url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return server;
    await sleep(100);
  }
  throw new Error(`server did not become healthy:\n${server.stderr()}`);
}

/** The exit code, or 'still running' when the process has not exited within the wait. */
async function exitWithin(server: Server, ms: number) {
  return Promise.race([server.exit, sleep(ms).then(() => 'still running' as const)]);
}

const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('server/main.ts', () => {
  it('serves on the embedded database in DATA_DIR and keeps accounts across a restart', async () => {
    const dataDir = tempDir();
    const account = { email: 'persist@example.com', password: 'correct horse battery' };

    const first = await start(dataDir);
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const registered = await postJson(`${first.url}/api/register`, account);
    expect(registered.status).toBe(201);
    first.child.kill('SIGTERM');
    expect(await exitWithin(first, 20_000)).toEqual({ code: 0, signal: null });

    const second = await start(dataDir);
    const signedIn = await postJson(`${second.url}/api/login`, account);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ email: account.email });
    const wrong = await postJson(`${second.url}/api/login`, { ...account, password: 'not it!!' });
    expect(wrong.status).toBe(401);
  }, 60_000);

  it('removes what uploads cut short by a crash left in DATA_DIR before it serves', async () => {
    const dataDir = tempDir();
    // A video spooled while it arrived, an import's archive, a photo half-written into the store.
    mkdirSync(join(dataDir, 'tmp'), { recursive: true });
    writeFileSync(join(dataDir, 'tmp', `${randomUUID()}.mp4`), 'half a video');
    writeFileSync(join(dataDir, 'tmp', `${randomUUID()}.zip`), 'half an archive');
    mkdirSync(join(dataDir, 'uploads', '.tmp'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', '.tmp', randomUUID()), 'half a photo');
    mkdirSync(join(dataDir, 'uploads', 'recipes'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'recipes', 'kept.webp'), 'a stored photo');

    await start(dataDir);
    expect(readdirSync(join(dataDir, 'tmp'))).toEqual([]);
    expect(readdirSync(join(dataDir, 'uploads', '.tmp'))).toEqual([]);
    expect(existsSync(join(dataDir, 'uploads', 'recipes', 'kept.webp'))).toBe(true);
  }, 60_000);

  it('finishes a request in flight on SIGTERM, refuses new ones, then exits 0', async () => {
    const server = await start(tempDir());
    const body = JSON.stringify({ email: 'late@example.com', password: 'correct horse battery' });
    const request = http.request(`${server.url}/api/register`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = once(request, 'response') as Promise<[http.IncomingMessage]>;
    // Half the body now, the rest after SIGTERM: the request is provably in flight meanwhile.
    request.write(body.slice(0, 10));
    await sleep(500);
    server.child.kill('SIGTERM');
    await sleep(500);

    const newcomer = await fetch(`${server.url}/api/health`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect(newcomer).not.toBe(200);

    request.end(body.slice(10));
    const [response] = await answered;
    let text = '';
    for await (const chunk of response) text += chunk;
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ email: 'late@example.com' });
    expect(await exitWithin(server, 20_000)).toEqual({ code: 0, signal: null });
  }, 60_000);

  it('refuses a bad configuration with a readable list and no stack trace', async () => {
    const server = launch({ PORT: 'abc', DATABASE_URL: 'mysql://x', DATA_DIR: tempDir() });
    const exit = await exitWithin(server, 30_000);
    expect(exit).not.toBe('still running');
    expect(exit).not.toMatchObject({ code: 0 });
    expect(exit).toMatchObject({ signal: null });
    const stderr = server.stderr();
    expect(stderr).toMatch(/^\s*- PORT: .+$/m);
    expect(stderr).toMatch(/^\s*- DATABASE_URL: .+$/m);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toContain('ConfigError:');
  }, 60_000);

  it('refuses to start when a configured service cannot be used, one line each', async () => {
    const s3 = await startS3();
    try {
      const closedPort = await freePort();
      const server = launch({
        DATA_DIR: tempDir(),
        DATABASE_URL: `postgres://simmer:hunter2@127.0.0.1:${closedPort}/simmer`,
        ...s3.env,
        S3_BUCKET: 'no-such-bucket',
        OIDC_ISSUER: `http://127.0.0.1:${closedPort}/issuer`,
        OIDC_CLIENT_ID: 'simmer',
        OIDC_CLIENT_SECRET: 'a client secret',
        SMTP_URL: `smtp://postmaster:hunter2@127.0.0.1:${closedPort}`,
        SMTP_FROM: 'simmer@example.com',
      });
      const exit = await exitWithin(server, 45_000);
      expect(exit).toMatchObject({ signal: null });
      expect(exit).not.toMatchObject({ code: 0 });
      const stderr = server.stderr();
      expect(stderr).toMatch(
        new RegExp(
          `^\\s*- DATABASE_URL: cannot use postgres://simmer:\\*\\*\\*@127\\.0\\.0\\.1:${closedPort}/simmer: .+$`,
          'm',
        ),
      );
      expect(stderr).toMatch(
        /^\s*- S3_BUCKET: bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used: no such bucket$/m,
      );
      expect(stderr).toMatch(
        /^\s*- OIDC_ISSUER: cannot read the provider's configuration from .+$/m,
      );
      expect(stderr).toMatch(
        new RegExp(
          `^\\s*- SMTP_URL: cannot use smtp://postmaster:\\*\\*\\*@127\\.0\\.0\\.1:${closedPort}: .+$`,
          'm',
        ),
      );
      expect(stderr).not.toContain('hunter2');
      expect(stderr).not.toMatch(/^\s+at /m);
    } finally {
      await s3.close();
    }
  }, 60_000);

  it('keeps media in the configured bucket', async () => {
    const s3 = await startS3();
    try {
      const server = await start(tempDir(), s3.env);
      const registered = await postJson(`${server.url}/api/register`, {
        email: 'bucket@example.com',
        password: 'correct horse battery',
      });
      const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const body = new FormData();
      body.set('displayName', 'Bucket Cook');
      body.set('profileImage', new Blob([await solidPhoto('png', 300, 300)]), 'me.png');
      const saved = await fetch(`${server.url}/api/auth/profile`, {
        method: 'PUT',
        body,
        headers: { cookie, origin: server.url },
      });
      expect(saved.status).toBe(200);
      const { profileImageUrl } = (await saved.json()) as { profileImageUrl: string };
      expect(await s3.keys()).toContain(profileImageUrl.replace('/uploads/', ''));
      const served = await fetch(`${server.url}${profileImageUrl}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    } finally {
      await s3.close();
    }
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'starts on PostgreSQL given DATABASE_URL, migrating a fresh database',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL as string;
      const name = `simmer_main_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const databaseUrl = withDatabase(adminUrl, name);
        const server = await start(tempDir(), { DATABASE_URL: databaseUrl });
        const health = await fetch(`${server.url}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ status: 'ok' });
        const account = { email: 'pg@example.com', password: 'correct horse battery' };
        expect((await postJson(`${server.url}/api/register`, account)).status).toBe(201);

        const direct = new pg.Client({ connectionString: databaseUrl });
        await direct.connect();
        const { rows } = await direct.query('select email from users').finally(() => direct.end());
        expect(rows).toEqual([{ email: account.email }]);

        server.child.kill('SIGTERM');
        expect(await exitWithin(server, 20_000)).toEqual({ code: 0, signal: null });
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    60_000,
  );
});
