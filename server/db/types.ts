import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

/** The one database type the rest of the server sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
