import { useCallback, useSyncExternalStore } from 'react';

/**
 * A choice remembered on this device (localStorage), such as a layout or the units a cook reads
 * recipes in. The server's render and the browser's first one, which adopts its HTML, show the
 * default (the server cannot know the device's choice); the stored choice follows right after.
 * Every component showing the same key hears a change at once, and so do other tabs.
 */
export function useStoredChoice<T extends string>(
  key: string,
  choices: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const read = useCallback(() => {
    try {
      const stored = localStorage.getItem(key);
      return choices.find((choice) => choice === stored) ?? fallback;
    } catch {
      // Storage can be off (private modes, blocked cookies): the default still works.
      return fallback;
    }
  }, [key, choices, fallback]);
  const value = useSyncExternalStore(subscribe, read, () => fallback);
  const choose = useCallback(
    (next: T) => {
      try {
        localStorage.setItem(key, next);
      } catch {
        // Not remembered: applied for this page only.
        memory.set(key, next);
      }
      notify();
    },
    [key],
  );
  return [memory.get(key) ?? value, choose] as [T, (next: T) => void];
}

// Choices that storage refused, kept for this page.
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
