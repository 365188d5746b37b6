// A dedicated PostgreSQL database per benchmark, migrated with the app's own migrations and seeded
// once: seeding 10 M rows takes minutes, so a database whose marker (a comment on the database)
// names the same seed is reused, and only BENCH_RESEED=1 or another size seeds again. The marker is
// written after the seed and `vacuum analyze` succeeded, so an interrupted seed is redone.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { root } from '../../scripts/build.mjs';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The app's migrations, from the compiled server (call ensureBuilt() first). */
async function migrate(url) {
  const client = pathToFileURL(join(root, 'dist', 'node', 'server', 'db', 'client.js')).href;
  const { openDatabase } = await import(client);
  const database = await openDatabase({ url });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/**
 * Ensures database `name` exists, is migrated and holds the seed described by `key` (any JSON
 * value): reuses it when its marker matches, otherwise drops it, creates, migrates, runs
 * `statements` one by one (logging each), then `vacuum analyze`.
 * @returns {Promise<{ url: string, reused: boolean, seedSeconds: number }>}
 */
export async function benchDatabase({ adminUrl, name, key, statements, reseed = false, log }) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const url = databaseUrl(adminUrl, name);
  const wanted = JSON.stringify(key);
  // undefined: no such database; null: one without a marker (a seed that did not finish).
  const marker = await withClient(adminUrl, async (admin) => {
    const { rows } = await admin.query(
      `select shobj_description(oid, 'pg_database') as marker from pg_database where datname = $1`,
      [name],
    );
    return rows[0]?.marker;
  });
  const kept = marker ? JSON.parse(marker) : null;
  if (kept && JSON.stringify(kept.key) === wanted && !reseed) {
    await migrate(url);
    log?.(`reusing ${name}, seeded ${kept.seededAt} in ${kept.seedSeconds} s`);
    return { url, reused: true, seedSeconds: kept.seedSeconds };
  }
  await withClient(adminUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
  await migrate(url);
  const started = Date.now();
  await withClient(url, async (client) => {
    for (const [i, statement] of statements.entries()) {
      const at = Date.now();
      const { rowCount } = await client.query(statement);
      const what = statement.trim().split('\n')[0].slice(0, 60);
      log?.(`seed ${i + 1}/${statements.length} ${what} … ${rowCount ?? ''} rows, ${secs(at)} s`);
    }
    const at = Date.now();
    await client.query('vacuum analyze');
    log?.(`vacuum analyze ${secs(at)} s`);
  });
  const seedSeconds = Number(secs(started));
  const note = JSON.stringify({ key, seedSeconds, seededAt: new Date().toISOString() });
  await withClient(adminUrl, (admin) =>
    admin.query(`comment on database ${name} is ${pg.escapeLiteral(note)}`),
  );
  return { url, reused: false, seedSeconds };
}

const secs = (since) => ((Date.now() - since) / 1000).toFixed(1);
