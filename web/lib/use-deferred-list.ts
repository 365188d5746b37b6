import { useDeferredValue } from 'react';

/**
 * The list to draw. A page of cards is hundreds of milliseconds of main thread on a slow phone:
 * an update from a query renders in one piece, a deferred one in slices between which the page
 * still answers taps and keys. So items that arrive (a first page, the next page) are drawn in
 * the background, and until then the list drawn is the one before; a change that adds nothing
 * (a like, a count, a deletion) is drawn at once, as it was made.
 * `arriving` is true while the first items are in but not yet drawn: keep showing the loading
 * state until then rather than an empty list. `undefined` (not loaded) stays so until drawn too.
 */
export function useDeferredList<T>(items: T[]): { shown: T[]; arriving: boolean };
export function useDeferredList<T>(items: T[] | undefined): {
  shown: T[] | undefined;
  arriving: boolean;
};
export function useDeferredList<T>(items: T[] | undefined) {
  const deferred = useDeferredValue(items);
  const shown = (deferred?.length ?? -1) < (items?.length ?? -1) ? deferred : items;
  return { shown, arriving: !shown?.length && Boolean(items?.length) };
}
