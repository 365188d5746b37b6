import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

// One timer for every relative time on screen (a feed may show hundreds), running only while one
// is mounted. The snapshot is the current minute, so components re-render once a minute at most.
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const notify of listeners) notify();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export const currentMinute = () => Math.floor(Date.now() / 60_000);

// The minute the server drew the page in (web/main.tsx sets it from the page's state): the
// browser's first render must show the same "5 minutes ago" as the server's HTML.
let pageMinute: number | undefined;
export function setPageMinute(minute: number): void {
  pageMinute = minute;
}
const serverMinute = () => pageMinute ?? currentMinute();

/** Re-renders the caller when the minute changes, so "5 minutes ago" stays true on an open page. */
export function useMinuteTick(): number {
  return useSyncExternalStore(subscribe, currentMinute, serverMinute);
}
