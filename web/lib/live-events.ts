import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { dispatchLiveEvent, type LiveEventName, subscribeWatch, watchQuery } from './live-watch';

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

/** Community events the screens handle themselves (web/lib/live-watch.ts). */
const HANDLED: LiveEventName[] = ['counts', 'announcement'];

/** How long a refused stream waits before it is opened again. */
const RETRY_MS = 10_000;
/** How long what the screens watch must stay put before the stream reopens for it. */
const WATCH_SETTLE_MS = 400;

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

/**
 * Keeps the household's screens and the notifications current while the page is in sight: one
 * event stream for the signed-in cook, and each event invalidates the queries it concerns. A
 * hidden page lets its stream go (phones keep few connections); shown again, it opens a new one
 * and reads them all again, as it does after the browser reconnects a dropped stream, since
 * events may have been missed meanwhile. When what the screens show changes (another page of the
 * feed), the stream reopens for it and resumes after the last household event it had.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().user?.id;
  const visible = useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => false,
  );
  const watching = useDebouncedValue(
    useSyncExternalStore(subscribeWatch, watchQuery, () => ''),
    WATCH_SETTLE_MS,
  );
  // Whose stream the last one was: reopening the same cook's visible page for what it watches
  // resumes (after the last household event it had, if any); anything else reads everything again.
  const previous = useRef('');
  const lastEventId = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!userId || !visible || typeof EventSource === 'undefined') {
      previous.current = '';
      return;
    }
    const resuming = previous.current === userId;
    previous.current = userId;
    const kinds = Object.keys(STALE_BY_KIND) as (keyof typeof STALE_BY_KIND)[];
    const refresh = (stale: typeof kinds) => {
      for (const kind of stale) {
        void queryClient.invalidateQueries({ queryKey: STALE_BY_KIND[kind] });
      }
    };
    // The first stream of a page starts from what the screens just read; any later one resumes.
    let missed = opened.has(queryClient) && !resuming;
    opened.add(queryClient);
    let source: EventSource;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const params = new URLSearchParams(watching);
      if (resuming && lastEventId.current) params.set('lastEventId', lastEventId.current);
      const query = params.toString();
      source = new EventSource(`/api/events${query ? `?${query}` : ''}`, { withCredentials: true });
      for (const kind of kinds) {
        source.addEventListener(kind, (event) => {
          if (event.lastEventId) lastEventId.current = event.lastEventId;
          refresh([kind]);
        });
      }
      for (const name of HANDLED) {
        source.addEventListener(name, (event) => {
          try {
            dispatchLiveEvent(name, JSON.parse(event.data));
          } catch {
            // A line the page cannot read is skipped; the next read shows the truth.
          }
        });
      }
      source.addEventListener('open', () => {
        // Reopened for other posts: the stream sends their counts first, and the bell is read
        // again (notifications are not replayed); anything else after a gap reads everything.
        if (missed) refresh(kinds);
        else if (resuming) refresh(['notification']);
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
  }, [queryClient, userId, visible, watching]);
}

/** The app's caches that had a stream before (one per page; tests make many). */
const opened = new WeakSet<object>();
