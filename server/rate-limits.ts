import { and, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import { HOUSEHOLD_LIMITS } from '../contracts/households.js';
import type { Db } from './db/client.js';
import { rateEvents } from './db/schema/index.js';
import { tooManyRequests } from './http-errors.js';

/** At most `max` of one action by one actor within a sliding window. */
export interface RateLimit {
  /** Names the action in the counter's key: 'signup', 'announcement'… */
  action: string;
  max: number;
  windowSeconds: number;
  /** The 429's message; "{wait}" becomes "in 12 minutes". */
  message: string;
}

const HOUR = 60 * 60;

/**
 * The abuse limits on what signed-in users write: generous for a person, tight for a script,
 * counted per user. Sign-ups count per address (signupLimit), like failed sign-ins
 * (login-throttle.ts). Every instance sharing the database counts together.
 */
export const LIMITS = {
  announcement: {
    action: 'announcement',
    max: 30,
    windowSeconds: HOUR,
    message: 'You have posted a lot in a short time. Please try again {wait}.',
  },
  comment: {
    action: 'comment',
    max: 60,
    windowSeconds: 10 * 60,
    message: 'You are commenting very fast. Please try again {wait}.',
  },
  report: {
    action: 'report',
    max: 30,
    windowSeconds: HOUR,
    message: 'You have sent many reports in a short time. Please try again {wait}.',
  },
  // Each import makes the server fetch a page and a photo from elsewhere (decision 028).
  recipeImport: {
    action: 'recipe-import',
    max: 30,
    windowSeconds: HOUR,
    message: 'You have imported many recipes in a short time. Please try again {wait}.',
  },
  // Counted per household: every invitation is a way in (decision 045).
  householdInvitation: {
    action: 'household-invitation',
    max: HOUSEHOLD_LIMITS.invitationsPerDay,
    windowSeconds: 24 * HOUR,
    message: 'Your household has made many invitations today. Please try again {wait}.',
  },
} as const satisfies Record<string, RateLimit>;

/** Local accounts per address and hour: SIGNUPS_PER_HOUR (20). */
export const signupLimit = (perHour: number): RateLimit => ({
  action: 'signup',
  max: perHour,
  windowSeconds: HOUR,
  message: 'Too many accounts were created from this address. Please try again {wait}.',
});

/** "in 40 seconds", "in a minute", "in 12 minutes", "in 5 hours". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes >= 90) return `in ${Math.round(minutes / 60)} hours`;
  return minutes === 1 ? 'in a minute' : `in ${minutes} minutes`;
}

/**
 * Counts one `limit.action` by `actor`, or refuses it with 429 and Retry-After when `actor` is at
 * the limit. The action is recorded first and counted after, so instances racing at the edge can
 * only both refuse, never both pass; a refused attempt is not kept.
 */
export async function spend(db: Db, limit: RateLimit, actor: string): Promise<void> {
  const key = `${limit.action}:${actor}`;
  const window = sql`now() - make_interval(secs => ${limit.windowSeconds})`;
  const [recorded] = await db.insert(rateEvents).values({ key }).returning({ id: rateEvents.id });
  const [tally] = await db
    .select({ events: count(), oldest: min(rateEvents.createdAt) })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, key), gt(rateEvents.createdAt, window)));
  if (!tally || tally.events <= limit.max) return;
  if (recorded) await db.delete(rateEvents).where(eq(rateEvents.id, recorded.id));
  const oldest = tally.oldest ? new Date(tally.oldest).getTime() : Date.now();
  const retryAfter = Math.max(
    1,
    Math.ceil((oldest + limit.windowSeconds * 1000 - Date.now()) / 1000),
  );
  throw tooManyRequests(limit.message.replace('{wait}', waitText(retryAfter)), retryAfter);
}

/** Forgets what no window reaches any more (housekeeping). */
export async function purgeOldRateEvents(db: Db): Promise<void> {
  const longest = Math.max(HOUR, ...Object.values(LIMITS).map((limit) => limit.windowSeconds));
  await db
    .delete(rateEvents)
    .where(lte(rateEvents.createdAt, sql`now() - make_interval(secs => ${longest})`));
}
