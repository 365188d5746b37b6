/**
 * Query keys of the notifications, all under ['notifications']: whatever tells of a new one (the
 * live events, marking read) refreshes the bell's count and the list together.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export const NOTIFICATIONS_URL = '/api/notifications';
export const UNREAD_COUNT_URL = `${NOTIFICATIONS_URL}/unread-count`;
export const MARK_READ_URL = `${NOTIFICATIONS_URL}/read`;

/** A page of notifications: the newest, or those after `before` (the last one shown). */
export const notificationPageUrl = (before: number | undefined) =>
  before === undefined
    ? NOTIFICATIONS_URL
    : `${NOTIFICATIONS_URL}?${new URLSearchParams({ before: String(before) })}`;
