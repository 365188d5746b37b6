import { type Notification, unreadCountSchema } from '@contracts/notifications';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { MARK_READ_URL, notificationKeys } from './notification-keys';

/**
 * POST /api/notifications/read without `upTo`: every notification read, those not loaded yet and
 * those the bell counts but the list leaves out (a blocked cook's) too, so the bell goes to 0.
 * The answer is the count left; the list is marked read in place rather than read again page by
 * page.
 */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<number> =>
      unreadCountSchema.parse(await readJson(await apiRequest('POST', MARK_READ_URL, {}))).count,
    onSuccess: (count) => {
      queryClient.setQueryData(notificationKeys.unread(), count);
      queryClient.setQueryData<InfiniteData<Notification[]>>(notificationKeys.list(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => page.map((item) => ({ ...item, read: true }))),
            }
          : data,
      );
    },
  });
}
