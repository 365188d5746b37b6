import { z } from 'zod';
import { entityId, entityIdText } from './ids.js';
import type { UnreadCount } from './notification-count.js';
import { userSummarySchema } from './user.js';

export {
  NOTIFICATIONS_PAGE_SIZE,
  UNREAD_COUNT_MAX,
  type UnreadCount,
} from './notification-count.js';

/** What a notification tells of (decision 048). */
export const NOTIFICATION_TYPES = [
  'like',
  'comment',
  'reply',
  'follow',
  'report-reviewed',
  'removed',
  'suspended',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TARGET_TYPES = ['announcement', 'comment', 'recipe', 'user'] as const;

/**
 * One notification. Likes of one thing are one notification: `actors` the latest few likers,
 * `actorsCount` all of them. `target` is the thing it links to (a comment's and a reply's is the
 * post), null when there is none or the reader may no longer see it.
 */
export const notificationSchema = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  actors: z.array(userSummarySchema),
  actorsCount: z.number(),
  target: z
    .object({
      type: z.enum(NOTIFICATION_TARGET_TYPES),
      id: z.number(),
      title: z.string().nullable(),
      /** A comment's post, to link to the thread. */
      announcementId: z.number().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

/** `GET /api/notifications?before=`: newest first; `before` is the last one of the previous page. */
export const notificationsQuerySchema = z.object({
  before: entityIdText('Before').optional(),
});

export const unreadCountSchema = z.object({ count: z.number() }) satisfies z.ZodType<UnreadCount>;

/** `POST /api/notifications/read`: all, or up to and including `upTo` in the list's order. */
export const markReadSchema = z.object({ upTo: entityId('Up to').optional() });
