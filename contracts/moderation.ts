import { z } from 'zod';
import { entityId, entityIdText, userId } from './ids.js';
import { REPORT_CONTENT_TYPES, REPORT_REASON_KEYS } from './reports.js';
import { ROLES } from './roles.js';
import { storableText } from './text.js';
import { userSummarySchema } from './user.js';
import { withheldSchema } from './withheld.js';

/** `PUT /api/admin/users/{id}/role`: administrators are made by the settings, not here. */
export const roleInputSchema = z.object({
  role: z.enum(['user', 'moderator'], { error: 'Role must be user or moderator' }),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

/** A cook as the administrators' screen lists them: their public face and their role. */
export const staffMemberSchema = userSummarySchema.extend({ role: z.enum(ROLES) });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * `GET /api/admin/users`: with `q`, cooks whose display name contains it (at most 20); without,
 * the moderators and administrators.
 */
export const staffQuerySchema = z.object({
  q: storableText('Search')
    .trim()
    .min(3, 'Type at least 3 characters of a display name')
    .max(100, 'Search is at most 100 characters')
    .optional(),
});
export const STAFF_SEARCH_LIMIT = 20;

export const REPORT_STATUSES = ['pending', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** `GET /api/moderation/reports?status=&contentType=&page=`. */
export const moderationQuerySchema = z.object({
  status: z
    .enum(REPORT_STATUSES, { error: 'Status must be pending, actioned or dismissed' })
    .default('pending'),
  contentType: z
    .enum(REPORT_CONTENT_TYPES, {
      error: 'Content type must be announcement, comment, user or recipe',
    })
    .optional(),
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1 to 1000' })
    .int('Page must be a whole number from 1 to 1000')
    .min(1, 'Page must be a whole number from 1 to 1000')
    .max(1000, 'Page must be a whole number from 1 to 1000')
    .default(1),
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

/** Reported items a page holds. */
export const MODERATION_PAGE_SIZE = 20;
/** The reports of one item a page shows with it (the newest); `reportsCount` tells them all. */
export const REPORTS_SHOWN = 10;

/** What was reported, as the moderator needs to judge it; null when it no longer exists. */
export const reportedContentSchema = z.object({
  /** A post's or recipe's title, a profile's display name; a comment's post title. */
  title: z.string().nullable(),
  /** A post's text, a comment, a recipe's description, a profile's bio. */
  text: z.string().nullable(),
  image: z.string().nullable(),
  video: z.string().nullable(),
  /** For a comment: the post it is under. */
  announcementId: z.number().nullable(),
  createdAt: z.string().nullable(),
  /** Removed by a moderator, or hidden by its reports; absent when everyone sees it. */
  withheld: withheldSchema.optional(),
});
export type ReportedContent = z.infer<typeof reportedContentSchema>;

export const reportDetailSchema = z.object({
  reporter: userSummarySchema,
  reason: z.enum(REPORT_REASON_KEYS),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

/** One reported thing: every report of it in one case, resolved together. */
export const reportedItemSchema = z.object({
  id: z.number(),
  contentType: z.enum(REPORT_CONTENT_TYPES),
  contentId: z.number().nullable(),
  reportedUser: staffMemberSchema.extend({ suspendedUntil: z.string().nullable() }),
  reportsCount: z.number(),
  reasons: z.partialRecord(z.enum(REPORT_REASON_KEYS), z.number()),
  firstReportedAt: z.string(),
  status: z.enum(REPORT_STATUSES),
  content: reportedContentSchema.nullable(),
  reports: z.array(reportDetailSchema),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const moderationPageSchema = z.object({
  items: z.array(reportedItemSchema),
  hasMore: z.boolean(),
});
export type ModerationPage = z.infer<typeof moderationPageSchema>;

export const MODERATION_ACTIONS = ['dismiss', 'remove', 'restore', 'suspend', 'lift'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** How long a suspension lasts, in days; none means until a moderator lifts it. */
export const SUSPENSION_DAYS = [1, 7] as const;
export const MODERATION_REASON_MAX = 500;

/**
 * `POST /api/moderation/actions`. dismiss: the reports of `contentType`/`contentId` (or of the
 * user `userId`); remove and restore: the post, comment or recipe `contentType`/`contentId`; suspend (for `days`, or until lifted) and lift: the cook `userId` (with
 * `contentType`/`contentId`, the reports of that item are resolved too). The reason is required
 * for every action; acting on an item resolves its pending reports.
 */
export const moderationActionSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, {
      error: 'Action must be dismiss, remove, restore, suspend or lift',
    }),
    contentType: z
      .enum(REPORT_CONTENT_TYPES, {
        error: 'Content type must be announcement, comment, user or recipe',
      })
      .optional(),
    contentId: entityId('Content id').optional(),
    userId: userId.optional(),
    reason: storableText('Reason')
      .trim()
      .min(1, 'Reason is required')
      .max(MODERATION_REASON_MAX, `Reason is at most ${MODERATION_REASON_MAX} characters`),
    days: z
      .union([z.literal(1), z.literal(7)], { error: 'Days must be 1 or 7, or left out' })
      .optional(),
  })
  .superRefine((value, ctx) => {
    const needsUser = value.action === 'suspend' || value.action === 'lift';
    const isUserReport = value.action === 'dismiss' && value.contentType === 'user';
    if (needsUser || isUserReport) {
      if (value.userId === undefined) {
        ctx.addIssue({ code: 'custom', path: ['userId'], message: 'User id is required' });
      }
      if (needsUser && value.contentType !== undefined && value.contentType !== 'user') {
        if (value.contentId === undefined) {
          ctx.addIssue({ code: 'custom', path: ['contentId'], message: 'Content id is required' });
        }
      }
      return;
    }
    if (value.contentType === undefined) {
      ctx.addIssue({ code: 'custom', path: ['contentType'], message: 'Content type is required' });
    }
    if (value.action !== 'dismiss' && value.contentType === 'user') {
      ctx.addIssue({
        code: 'custom',
        path: ['contentType'],
        message: 'Only posts, comments and recipes can be removed or restored',
      });
    }
    if (value.contentId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['contentId'], message: 'Content id is required' });
    }
  });
export type ModerationActionInput = z.input<typeof moderationActionSchema>;

/** One line of the audit log: who did what to which, when and why. */
export const auditEntrySchema = z.object({
  id: z.number(),
  action: z.enum(MODERATION_ACTIONS),
  /** Null once the moderator's account is deleted: the line stays. */
  moderator: userSummarySchema.nullable(),
  contentType: z.enum(REPORT_CONTENT_TYPES).nullable(),
  contentId: z.number().nullable(),
  user: userSummarySchema.nullable(),
  reason: z.string(),
  /** A suspension's end; null for "until lifted" and for other actions. */
  until: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/moderation/log?before=` (administrators): newest first, a page at a time. */
export const auditQuerySchema = z.object({
  before: entityIdText('Before').optional(),
});
export const AUDIT_PAGE_SIZE = 50;
