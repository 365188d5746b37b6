import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  json,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Server-side sessions (decision 002): the cookie carries only the signed sid. A signed-in
 * session names its user, so an account lists its devices and ends them (decision 043) by a
 * public `id` — the sid is a secret and never leaves the server.
 */
export const sessions = pgTable(
  'session',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true, mode: 'date' }).notNull(),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('session_expire_idx').on(t.expire),
    uniqueIndex('session_id_idx').on(t.id),
    index('session_user_seen_idx').on(t.userId, t.lastSeenAt.desc()),
  ],
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

/**
 * Password reset links (decision 043): only a hash of each token is kept, a link works once
 * within its 30 minutes, and a newer link replaces an older one (one row per user).
 */
export const passwordResets = pgTable('password_resets', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Passkeys (WebAuthn credentials) a cook signs in with (decision 044): the public key and what
 * the authenticator said of itself, never a secret.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    // The credential's id, base64url, as the browser sends it back at sign-in.
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId, t.createdAt)],
);

/**
 * WebAuthn challenges waiting for their answer, kept as hashes: each is used once (deleted as it
 * is checked) and lapses after five minutes. A registration's names its user; a sign-in's none.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);
