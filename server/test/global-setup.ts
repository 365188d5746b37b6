import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../db/client.js';

export const TEMPLATE_DB = 'simmer_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory; each test file starts from a copy. */
    pgliteSnapshot: string;
  }
}

/**
 * Migrate once, copy per test file. PostgreSQL: a template database that each file clones with
 * CREATE DATABASE ... TEMPLATE. PGlite: a dump of a migrated data directory that each file loads,
 * five times faster than starting PGlite and migrating it again.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await prepareTemplate(url);
    return undefined;
  }
  const client = await createPglite();
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  const snapshot = join(tmpdir(), `simmer-pglite-${process.pid}.tar`);
  writeFileSync(snapshot, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);
  return () => rmSync(snapshot, { force: true });
}

async function prepareTemplate(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: withDatabase(url, TEMPLATE_DB) });
  await database.migrate();
  await database.close();
}

export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.href;
}
