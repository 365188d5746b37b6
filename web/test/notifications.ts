import type { Notification } from '@contracts/notifications';
import type { UserSummary } from '@contracts/user';
import { makeAppConfig } from './account';
import { type ApiCall, errorAnswer, jsonAnswer, parseCall, stubApi } from './api-stub';
import { makeUser, renderApp } from './render-app';

export const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString();

export function makeActor(overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    id: 'cook-ann',
    displayName: 'Ann',
    firstName: 'Ann',
    lastName: 'Lee',
    profileImageUrl: null,
    ...overrides,
  };
}

/** Ann liked the cook's post "Sourdough at last" 5 minutes ago, unread. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    type: 'like',
    actors: [makeActor()],
    actorsCount: 1,
    target: { type: 'announcement', id: 41, title: 'Sourdough at last', announcementId: null },
    createdAt: minutesAgo(5),
    read: false,
    ...overrides,
  };
}

/** `count` read likes with falling ids from `firstId`, as a newest-first page holds them. */
export const makeNotifications = (count: number, firstId: number) =>
  Array.from({ length: count }, (_, index) =>
    makeNotification({
      id: firstId - index,
      read: true,
      target: {
        type: 'announcement',
        id: firstId - index,
        title: `Post ${firstId - index}`,
        announcementId: null,
      },
    }),
  );

/**
 * A stand-in for the notifications API, keeping their read state as the server would: the pages
 * (`page` answers each read by `before`), the unread count (`unread`, else counted from what
 * `page` gave first), and marking all read, which answers the count left (0). Anything else is a
 * 404.
 */
export function notificationsApi({
  page = () => [makeNotification()],
  unread,
}: {
  page?: (before: string | undefined) => Notification[];
  unread?: number;
} = {}) {
  let allRead = false;
  const asRead = (items: Notification[]) =>
    allRead ? items.map((item) => ({ ...item, read: true })) : items;
  return (call: ApiCall): Response => {
    const { path, query } = parseCall(call);
    if (path === '/api/app-config') return jsonAnswer(makeAppConfig());
    if (path === '/api/notifications') return jsonAnswer(asRead(page(query.before)));
    if (path === '/api/notifications/unread-count') {
      if (allRead) return jsonAnswer({ count: 0 });
      return jsonAnswer({
        count: unread ?? page(undefined).filter((item) => !item.read).length,
      });
    }
    if (path === '/api/notifications/read' && call.method === 'POST') {
      allRead = true;
      return jsonAnswer({ count: 0 });
    }
    return errorAnswer(404, 'Not found');
  };
}

/** The Notifications screen for a signed-in cook on `api`. */
export function openNotifications(api: (call: ApiCall) => Response | Promise<Response>) {
  const stub = stubApi(api);
  return { ...renderApp('/notifications', makeUser()), ...stub };
}

/** The reads of the list, the `before` of each in order. */
export const pageReads = (calls: readonly ApiCall[]) =>
  calls
    .map(parseCall)
    .filter(({ path }) => path === '/api/notifications')
    .map(({ query }) => query.before);
