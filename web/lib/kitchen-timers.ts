import { useSyncExternalStore } from 'react';

/**
 * Kitchen timers (decision 030): several at once, kept for the tab (sessionStorage) so they survive
 * moving between recipes and reloading a page, each counting down from an end time rather than
 * by ticks, so a throttled background tab loses nothing. The store is small and lives with the
 * app's shell; the tray that shows them loads only once there is one (app/root-layout.tsx).
 */
export interface KitchenTimer {
  id: string;
  /** What it times: "Simmer 10 minutes · Tomato soup". */
  label: string;
  durationMs: number;
  state: 'running' | 'paused' | 'done';
  /** When it rings, while running. */
  endsAt: number | null;
  /** What was left when it was paused. */
  remainingMs: number;
}

const STORAGE_KEY = 'simmer:timers';

function load(): KitchenTimer[] {
  try {
    const kept = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(kept) ? kept : [];
  } catch {
    return [];
  }
}

let timers: KitchenTimer[] = typeof window === 'undefined' ? [] : load();
const listeners = new Set<() => void>();
const doneListeners = new Set<(timer: KitchenTimer) => void>();
let ring: ReturnType<typeof setTimeout> | undefined;

function save(next: KitchenTimer[]): void {
  timers = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(timers));
  } catch {
    // Private browsing without storage: the timers still run for this page.
  }
  schedule();
  for (const listener of listeners) listener();
}

/** Wakes up when the next running timer is due, marks the due ones done and says so. */
function schedule(): void {
  clearTimeout(ring);
  const next = Math.min(
    ...timers.filter((timer) => timer.state === 'running').map((timer) => timer.endsAt ?? 0),
  );
  if (!Number.isFinite(next)) return;
  ring = setTimeout(
    () => {
      const now = Date.now();
      const due = timers.filter((timer) => timer.state === 'running' && (timer.endsAt ?? 0) <= now);
      save(
        timers.map((timer) =>
          due.includes(timer) ? { ...timer, state: 'done', endsAt: null, remainingMs: 0 } : timer,
        ),
      );
      for (const timer of due) for (const listener of doneListeners) listener(timer);
    },
    Math.max(0, next - Date.now()),
  );
}

/** Starts a timer; answers its id. */
export function startTimer(label: string, seconds: number): string {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const durationMs = seconds * 1000;
  save([
    ...timers,
    { id, label, durationMs, state: 'running', endsAt: Date.now() + durationMs, remainingMs: 0 },
  ]);
  return id;
}

export function pauseTimer(id: string): void {
  save(
    timers.map((timer) =>
      timer.id === id && timer.state === 'running'
        ? {
            ...timer,
            state: 'paused',
            endsAt: null,
            remainingMs: Math.max(0, (timer.endsAt ?? 0) - Date.now()),
          }
        : timer,
    ),
  );
}

export function resumeTimer(id: string): void {
  save(
    timers.map((timer) =>
      timer.id === id && timer.state === 'paused'
        ? { ...timer, state: 'running', endsAt: Date.now() + timer.remainingMs }
        : timer,
    ),
  );
}

/** Stops and forgets a timer (or dismisses one that rang). */
export function cancelTimer(id: string): void {
  save(timers.filter((timer) => timer.id !== id));
}

/** What is left of a timer now, in milliseconds. */
export function remainingMs(timer: KitchenTimer, now = Date.now()): number {
  if (timer.state === 'running') return Math.max(0, (timer.endsAt ?? now) - now);
  return timer.remainingMs;
}

/** Hears each timer that rings (the tray sounds and speaks it). */
export function onTimerDone(listener: (timer: KitchenTimer) => void): () => void {
  doneListeners.add(listener);
  return () => doneListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none: KitchenTimer[] = [];

/** The timers of this tab; none in the server's render. */
export function useKitchenTimers(): KitchenTimer[] {
  // No timers is always the same list, as in the server's render: nothing to redraw on arrival.
  return useSyncExternalStore(
    subscribe,
    () => (timers.length === 0 ? none : timers),
    () => none,
  );
}

// Timers kept from before a reload ring when they are due (or at once, if they were due while
// the page was away).
if (typeof window !== 'undefined') schedule();
