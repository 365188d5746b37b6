import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/lib/current-user';

/**
 * What each kind of event of `GET /api/events` (decisions 046, 048) makes stale: the query keys of
 * the screens that show it start with these. An event only names what changed; reading it again
 * goes through the routes that decide what this cook may see. `notification`: the bell's count and
 * the notifications' list (web/features/notifications, whose keys start so).
 */
const STALE_BY_KIND = {
  household: ['household'],
  mealplan: ['mealplan'],
  'shopping-list': ['shopping-lists'],
  notification: ['notifications'],
} as const;

/** How long a refused stream waits before it is opened again. */
const RETRY_MS = 10_000;

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

/**
 * Keeps the household's screens and the notifications current while the page is in sight: one
 * event stream for the signed-in cook, and each event invalidates the queries it concerns. A
 * hidden page lets its stream go (phones keep few connections); shown again, it opens a new one
 * and reads them all again, as it does after the browser reconnects a dropped stream, since
 * events may have been missed meanwhile.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().user?.id;
  const visible = useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => false,
  );

  useEffect(() => {
    if (!userId || !visible || typeof EventSource === 'undefined') return;
    const kinds = Object.keys(STALE_BY_KIND) as (keyof typeof STALE_BY_KIND)[];
    const refresh = (stale: typeof kinds) => {
      for (const kind of stale) {
        void queryClient.invalidateQueries({ queryKey: STALE_BY_KIND[kind] });
      }
    };
    // The first stream of a page starts from what the screens just read; any later one resumes.
    let missed = opened.has(queryClient);
    opened.add(queryClient);
    let source: EventSource;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      source = new EventSource('/api/events', { withCredentials: true });
      for (const kind of kinds) source.addEventListener(kind, () => refresh([kind]));
      source.addEventListener('open', () => {
        if (missed) refresh(kinds);
        missed = false;
      });
      source.addEventListener('error', () => {
        missed = true;
        // A dropped stream is reopened by the browser; one refused outright (a proxy's 502 while
        // the server restarts) is closed for good: open a new one a little later.
        if (source.readyState === EventSource.CLOSED) retry = setTimeout(connect, RETRY_MS);
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [queryClient, userId, visible]);
}

/** The app's caches that had a stream before (one per page; tests make many). */
const opened = new WeakSet<object>();
