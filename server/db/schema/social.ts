import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { reportCases } from './moderation.js';
import { users } from './users.js';

export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: text('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('follows_follower_following_key').on(t.followerId, t.followingId),
    // Follower counts and the feed's "following" filter from the other side.
    index('follows_following_idx').on(t.followingId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followingId}`),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Cascade, not set null: a report about a deleted account is moot, and nulling the id could
    // make two of one reporter's user reports collide on the unique key below.
    reportedUserId: text('reported_user_id').references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    contentId: integer('content_id'),
    reason: text('reason').notNull(),
    description: text('description'),
    status: text('status').notNull().default('pending'),
    // The case it belongs to (decision 047), set by a trigger as the report is filed.
    caseId: integer('case_id').references((): AnyPgColumn => reportCases.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One report per reporter and content (a second is refused, 409). A user report has no content
    // id, so the reported user completes the key (for content it is the owner, fixed by the
    // content), and NULLS NOT DISTINCT makes reporting the same user twice a duplicate.
    unique('reports_reporter_content_key')
      .on(t.reporterId, t.contentType, t.contentId, t.reportedUserId)
      .nullsNotDistinct(),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    // A case's reports, newest first, for the queue's page.
    index('reports_case_idx').on(t.caseId, t.createdAt.desc()),
    check(
      'reports_content_type_check',
      sql`${t.contentType} in ('announcement', 'comment', 'user', 'recipe')`,
    ),
    check('reports_description_length_check', sql`char_length(${t.description}) <= 500`),
  ],
);
