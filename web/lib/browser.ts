import { useSyncExternalStore } from 'react';

/**
 * Full-page navigations, behind one object so tests can watch them: jsdom cannot navigate, and
 * `window.location` cannot be replaced there.
 */
export const browser = {
  /** Leaves the single-page app, e.g. for the server's sign-in page. */
  assign(url: string): void {
    window.location.href = url;
  },
  reload(): void {
    window.location.reload();
  },
};

const noChange = () => () => {};

/**
 * A value only the browser knows (its origin, what it supports), read during render: `onServer`
 * in the server's render and in the browser's first render that adopts its HTML (the two must
 * match), the browser's own value right after. `read` must return the same value each time.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noChange, read, () => onServer);
}

const origin = () => window.location.origin;

/** This page's origin ("https://simmer.example"), for addresses to share; empty at first. */
export function useOrigin(): string {
  return useBrowserValue(origin, '');
}
