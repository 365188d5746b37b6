import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import { type Row, registerExecutor } from './prepared.js';
import * as schema from './schema/index.js';

/** The one database type the rest of the server sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Applies the committed migrations; safe to run on every start-up. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; `undefined` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** An already opened PGlite (tests start one from a migrated snapshot). */
  pglite?: PGlite | undefined;
}

/** Closing twice (a shutdown racing a test's cleanup) is not an error. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/**
 * Opens an embedded PGlite with the extensions the migrations use: on disk under
 * `DATA_DIR/pglite`, in memory without a data dir, or from a dump of another data dir (tests).
 */
export function createPglite(
  options: { dataDir?: string | undefined; loadDataDir?: Blob } = {},
): Promise<PGlite> {
  let path: string | undefined;
  if (options.dataDir) {
    path = join(options.dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
  }
  return PGlite.create({
    ...(path ? { dataDir: path } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const postgres = drizzlePg({ client: pool, schema });
    const db: Db = postgres;
    registerExecutor(db, async (text, values, name) => {
      const result = await pool.query(name ? { name, text, values } : { text, values });
      return result.rows;
    });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(postgres, { migrationsFolder: migrationsDir }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: once(() => pool.end()),
    };
  }
  const client = options.pglite ?? (await createPglite({ dataDir: options.dataDir }));
  const pglite = drizzlePglite({ client, schema });
  const db: Db = pglite;
  registerExecutor(db, async (text, values) => (await client.query<Row>(text, values)).rows);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pglite, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: once(() => client.close()),
  };
}
