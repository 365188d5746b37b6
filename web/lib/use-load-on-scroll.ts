import { useEffect, useRef } from 'react';

/** Starts the next page this far before the end comes into view, so scrolling rarely waits. */
const LOOK_AHEAD = '800px 0px';

/**
 * Calls `loadMore` when the returned sentinel element comes near the viewport. Pass `enabled`
 * false while a page is loading or after a failure: the observer is rebuilt when it turns true
 * again, and a new observer reports at once if the sentinel is still in view (a short page), so the
 * list never stalls. Without IntersectionObserver nothing happens and the "Load more" button stays
 * the way forward.
 */
export function useLoadOnScroll<T extends Element>(loadMore: () => void, enabled: boolean) {
  const sentinel = useRef<T>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinel;
}
