import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'simmer:scroll';
/** How long Back waits for a page's data to make it tall enough to return to the old position. */
const RESTORE_FOR_MS = 1000;

/**
 * Scroll positions by history entry, kept for the tab's session so a reload returns there too.
 * An entry is its router key and its address: a document opened from the address bar starts with
 * the key 'default' whatever its path, and must not take another page's place.
 */
const positions: Record<string, number> = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
})();

function restore(y: number) {
  // The top needs no waiting: reading the page's height here would force a layout of the whole
  // screen inside the render that is drawing it (every first load is a 'POP' to the top).
  if (y <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const started = performance.now();
  const step = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    window.scrollTo(0, y);
    if (!reachable && performance.now() - started < RESTORE_FOR_MS) requestAnimationFrame(step);
  };
  step();
}

/**
 * What a multi-page site does on its own: a new page starts at the top, Back and Forward return to
 * where the reader was (also after a reload), and a link to `#id` is left to the browser.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  // The entry being shown, switched in the same commit as the screen: the scroll event that the
  // new, shorter screen causes arrives after it, so it can never overwrite the old entry's place.
  const entry = `${location.key} ${location.pathname}${location.search}`;
  const shown = useRef(entry);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions[shown.current] = window.scrollY;
    };
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    shown.current = entry;
    if (location.hash) return;
    if (navigationType === 'POP') restore(positions[entry] ?? 0);
    else window.scrollTo(0, 0);
  }, [entry, location.hash, navigationType]);
}
