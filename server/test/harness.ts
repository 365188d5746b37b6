import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { createPglite, type Database, openDatabase } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { TEMPLATE_DB, withDatabase } from './global-setup.js';

export interface TestDatabase extends Database {
  /** The per-file PostgreSQL database's URL; undefined on PGlite. */
  url?: string;
  /** Drops the per-file PostgreSQL database, if one was made. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a clone of the
 * migrated template on the PostgreSQL server at TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    const database = await openDatabase({ pglite: await createPglite({ loadDataDir: snapshot }) });
    return { ...database, dispose: database.close };
  }
  const name = `simmer_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(url, `create database ${name} template ${TEMPLATE_DB}`);
  const database = await openDatabase({ url: withDatabase(url, name) });
  return {
    ...database,
    url: withDatabase(url, name),
    dispose: async () => {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a real database, configured through the same loader as production; `adjust`
 * changes what the environment cannot set (recipe import's timeout).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  adjust: (config: Config) => Config = (config) => config,
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'simmer-test-'));
  const config = adjust(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      ...env,
    }),
  );
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, webRoot: join(dataDir, 'no-web-client') });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pair of the session cookie a response set, for the next request. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'simmer.sid');
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} response`);
  return `${cookie.name}=${cookie.value}`;
}

export interface SignedInUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** Registers a local account through the API (optionally with a display name) and signs it in. */
export async function signUp(
  app: FastifyInstance,
  options: { email?: string; password?: string; displayName?: string; database?: Database } = {},
): Promise<SignedInUser> {
  const email = options.email ?? `cook-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { email, password },
  });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const id = response.json<{ id: string }>().id;
  if (options.displayName !== undefined) {
    if (!options.database) throw new Error('displayName needs the database');
    // The profile API arrives with a later issue; until then set it directly.
    await options.database.db
      .update(users)
      .set({ displayName: options.displayName })
      .where(eq(users.id, id));
  }
  return { id, email, password, cookie: sessionCookie(response) };
}

/** An HTML form post (url-encoded), as the sign-in pages send it. */
export const urlEncodedForm = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/**
 * Another server instance on the same database, as behind a load balancer: its own connection
 * pool on PostgreSQL (on PGlite, which one process opens once, the same embedded database) and the
 * same configuration, so a session cookie works on both.
 */
export async function secondInstance(
  t: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = t.database.url ? await openDatabase({ url: t.database.url }) : t.database;
  const app = await buildApp({
    config: t.config,
    database,
    webRoot: join(t.config.dataDir, 'none'),
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}
