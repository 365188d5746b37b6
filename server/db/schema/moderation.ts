import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const CONTENT_TYPES = sql`('announcement', 'comment', 'user', 'recipe')`;

/**
 * One reported thing and every report of it, resolved together (decision 047). Reports join the
 * open case of their content (a trigger): the queue pages through cases in the order a moderator
 * works, most reported then oldest, by an index, with counts kept rather than counted.
 */
export const reportCases = pgTable(
  'report_cases',
  {
    id: serial('id').primaryKey(),
    contentType: text('content_type').notNull(),
    // Null for a profile: the reported user is the content.
    contentId: integer('content_id'),
    reportedUserId: text('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    // Distinct reporters (a cook reports a thing once), and how many gave each reason.
    reportsCount: integer('reports_count').notNull().default(0),
    reasons: jsonb('reasons').$type<Record<string, number>>().notNull().default({}),
    firstReportedAt: timestamp('first_reported_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('report_cases_status_check', sql`${t.status} in ('pending', 'actioned', 'dismissed')`),
    check('report_cases_content_type_check', sql`${t.contentType} in ${CONTENT_TYPES}`),
    // One open case per thing; resolved ones stay as the record of what was decided.
    uniqueIndex('report_cases_open_key')
      .on(t.contentType, sql`coalesce(${t.contentId}, 0)`, t.reportedUserId)
      .where(sql`${t.status} = 'pending'`),
    index('report_cases_queue_idx').on(t.status, t.reportsCount.desc(), t.firstReportedAt, t.id),
    index('report_cases_type_queue_idx').on(
      t.status,
      t.contentType,
      t.reportsCount.desc(),
      t.firstReportedAt,
      t.id,
    ),
    // A cook's cases, for resolving them with a suspension and the cascade of an account.
    index('report_cases_user_idx').on(t.reportedUserId),
  ],
);

/** The audit log: who did what to which, when and why. Kept when either cook is deleted. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    moderatorId: text('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    contentType: text('content_type'),
    contentId: integer('content_id'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    until: timestamp('until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'moderation_actions_action_check',
      sql`${t.action} in ('dismiss', 'remove', 'restore', 'suspend', 'lift')`,
    ),
    check('moderation_actions_reason_length_check', sql`char_length(${t.reason}) <= 500`),
    index('moderation_actions_moderator_idx').on(t.moderatorId),
    index('moderation_actions_user_idx').on(t.userId),
  ],
);
