import { z } from 'zod';

/**
 * What `GET /api/events` (Server-Sent Events) tells a signed-in cook's open pages (decision 046):
 * that something of their household changed, by its kind and id. The page reads the thing again;
 * an event never carries the data itself, so it cannot show a member what they may not read.
 */
export const LIVE_EVENT_KINDS = ['household', 'mealplan', 'shopping-list'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

export const liveEventDataSchema = z.object({ id: z.number().int() });
export type LiveEventData = z.infer<typeof liveEventDataSchema>;
