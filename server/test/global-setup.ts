import pg from 'pg';
import { openDatabase } from '../db/client.js';

export const TEMPLATE_DB = 'simmer_test_template';

/**
 * With TEST_DATABASE_URL, migrate a template database once; each test file then clones it
 * (CREATE DATABASE ... TEMPLATE), which is much faster than migrating per file.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
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
