import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const userRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A cook's blocks (decision 048). The key serves every read that leaves a blocked cook's posts
 * out; the second index answers "did the owner block this caller?" when the
 * caller follows, likes or comments.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'blocks_pkey', columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
    // Account Settings lists a cook's blocks newest first.
    index('blocks_blocker_recent_idx').on(t.blockerId, t.createdAt, t.blockedId),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * Words and phrases a cook muted in their own feed. `pattern` is the phrase as a LIKE pattern over
 * a post's lower-cased search text, made once when it is muted, so the feed tests it as it reads.
 */
export const mutedWords = pgTable(
  'muted_words',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    phrase: text('phrase').notNull(),
    pattern: text('pattern').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('muted_words_user_phrase_key').on(t.userId, sql`lower(${t.phrase})`)],
);

/**
 * What happened to a cook's things (decision 048), newest first. Likes of one thing are one row
 * while unread: the next like joins it (`group_key`), so a post liked by 10 000 cooks is one
 * notification, "Ann and 9 999 others liked your post". `actor_ids` keeps the latest few.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    type: text('type').notNull(),
    actorIds: text('actor_ids').array().notNull().default(sql`'{}'::text[]`),
    actorsCount: integer('actors_count').notNull().default(0),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    groupKey: text('group_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Newest first: a like joining its unread group moves the group up (created_at is its latest).
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_group_key')
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
    check(
      'notifications_type_check',
      sql`${t.type} in ('like', 'comment', 'reply', 'follow', 'report-reviewed', 'removed', 'suspended')`,
    ),
  ],
);
