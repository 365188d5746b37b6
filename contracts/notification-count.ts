// The bell's unread count, which every signed-in screen reads as it opens, without zod: checking
// one number with a zod schema would bring the whole of zod (25 KB gzipped) to every signed-in
// cook's first visit (decision 018). The server answers with a zod schema of the same field
// (contracts/notifications.ts), held to this type by the compiler.

/** Unread notifications are counted up to this; the bell shows "99+" past 99. */
export const UNREAD_COUNT_MAX = 100;
export interface UnreadCount {
  count: number;
}

/** `GET /api/notifications/unread-count` read in the browser: the count, or an error. */
export function readUnreadCount(body: unknown): number {
  const count = (body as Partial<UnreadCount> | null)?.count;
  if (typeof count !== 'number') throw new TypeError('The unread count is not a number');
  return count;
}

/** A page of the notifications' list: here too, since the bell's queries module pages it. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
