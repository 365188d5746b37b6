import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../paths.js';
import { listenOnPostgres } from './listen.js';
import { initDataDirApart, SMALL_SERVER_SETTINGS } from './pglite-settings.js';
import { type Row, registerExecutor } from './prepared.js';
import * as schema from './schema/index.js';
import type { Db } from './types.js';

export type { Db } from './types.js';

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Applies the committed migrations; safe to run on every start-up. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Hears `NOTIFY`s on a channel, from every instance sharing the database (decision 046): on
   * PostgreSQL through a connection of its own, opened again when it drops (`onReconnect` then
   * tells the listener it may have missed some); on PGlite in-process. Resolves to a stop function.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
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
export async function createPglite(
  options: { dataDir?: string | undefined; loadDataDir?: Blob } = {},
): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }, { btree_gin }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gin'),
  ]);
  let path: string | undefined;
  if (options.dataDir) {
    path = join(options.dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
    await initDataDirApart(path);
  }
  return PGlite.create({
    startParams: [...PGlite.defaultStartParams, ...SMALL_SERVER_SETTINGS.flatMap((s) => ['-c', s])],
    ...(path ? { dataDir: path } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, btree_gin },
  });
}

/**
 * Opens the database the options name. Each driver's modules load only when it is the one used,
 * so an embedded start-up never loads node-postgres, nor a PostgreSQL one PGlite (start-up time,
 * decision 013).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // A server that does not answer fails a connection after 10 s rather than never (start-up
    // says so, and a request gets a 503 instead of waiting forever).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: 10_000,
    });
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
      listen: (channel, onPayload, onReconnect) =>
        listenOnPostgres(pg.Client, options.url as string, channel, onPayload, onReconnect),
      close: once(() => pool.end()),
    };
  }
  const [client, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    options.pglite ?? createPglite({ dataDir: options.dataDir }),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
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
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    close: once(() => client.close()),
  };
}
