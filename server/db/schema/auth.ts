import { index, json, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Server-side sessions (decision 002): the cookie carries only the signed sid. */
export const sessions = pgTable(
  'session',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('session_expire_idx').on(t.expire)],
);

/**
 * One row per failed local sign-in, keyed by email and by client address. Kept in the database
 * rather than in memory so that every server instance sees the same count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_created_idx').on(t.key, t.createdAt)],
);

/**
 * What the abuse limits count (server/rate-limits.ts): one row per sign-up, post, comment or
 * report, under a key naming the action and who did it, so that every instance sharing the
 * database enforces the same limit. Rows older than the longest window are purged.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('rate_events_key_created_idx').on(t.key, t.createdAt)],
);
