import { z } from 'zod';
import { WATCHED_MAX } from './live-watch.js';

/**
 * What `GET /api/events` (Server-Sent Events) tells a signed-in cook's open pages (decision 046):
 * that something of their household changed, by its kind and id. The page reads the thing again;
 * an event never carries the data itself, so it cannot show a member what they may not read.
 */
export const LIVE_EVENT_KINDS = ['household', 'mealplan', 'shopping-list'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

export const liveEventDataSchema = z.object({ id: z.number().int() });
export type LiveEventData = z.infer<typeof liveEventDataSchema>;

/**
 * What the stream tells of the community (decision 048): `notification` (the cook's changed: read
 * the bell again), `counts` of a post or comment the page named, `announcement` (a new post, for a
 * feed's "new posts" bar). Never stored: after a reconnect the page reads again.
 */
export const COMMUNITY_EVENT_KINDS = ['notification', 'counts', 'announcement'] as const;

export const countsEventSchema = z.object({
  contentType: z.enum(['announcement', 'comment']),
  id: z.number().int(),
  likesCount: z.number().int(),
  /** A post's comments, a comment's direct replies. */
  commentsCount: z.number().int(),
});
export type CountsEvent = z.infer<typeof countsEventSchema>;

const idList = (label: string) =>
  z
    .string()
    .max(WATCHED_MAX * 12)
    .regex(/^\d{1,10}(,\d{1,10})*$/, `${label} must be ids separated by commas`)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= WATCHED_MAX, `${label}: at most ${WATCHED_MAX} ids`)
    .optional();

/** `GET /api/events?feed=true&posts=1,2&comments=3`: what the page shows, so it hears of it. */
export const liveQuerySchema = z.object({
  lastEventId: z.string().optional(),
  feed: z.enum(['true', 'false']).optional(),
  posts: idList('Posts'),
  comments: idList('Comments'),
});
export type LiveQuery = z.input<typeof liveQuerySchema>;
