import { NOTIFICATIONS_PAGE_SIZE, readUnreadCount } from '@contracts/notification-count';
import type { Notification } from '@contracts/notifications';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import { notificationKeys, notificationPageUrl, UNREAD_COUNT_URL } from './notification-keys';

/** How often the bell asks while the page is in sight: new ones come from other cooks. */
const UNREAD_POLL_MS = 60_000;

/**
 * GET /api/notifications/unread-count, for the bell. Unlike the app's other data it goes stale:
 * read again when the window regains focus and every minute while the page is in sight (not when
 * hidden: TanStack Query pauses the interval then).
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }): Promise<number> =>
      readUnreadCount(await getJson(UNREAD_COUNT_URL, { signal })),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_POLL_MS,
  });
}

/**
 * GET /api/notifications: newest first, the next page from before the last one shown. Read again
 * each time the screen opens, since the bell may have counted new ones meanwhile.
 */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: async ({ pageParam, signal }): Promise<Notification[]> => {
      const body = await getJson(notificationPageUrl(pageParam), { signal });
      // The list's schema (and zod) loads with the list, not with the bell (decision 018).
      return (await import('@contracts/notifications')).notificationListSchema.parse(body);
    },
    initialPageParam: undefined as number | undefined,
    // A short page is the last one.
    getNextPageParam: (last: Notification[]) =>
      last.length < NOTIFICATIONS_PAGE_SIZE ? undefined : last.at(-1)?.id,
    staleTime: 0,
  });
}

/**
 * Makes the bell's count and the list stale, reading again what is on screen: for whatever learns
 * of a new notification (the live events, decision 046, do this by the same key).
 */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
