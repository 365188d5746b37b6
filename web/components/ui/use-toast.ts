import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * One button that takes back what the toast reports ("Undo"); it closes the toast. `altText`
   * says how else to do it, for screen readers, which may not reach a toast in time.
   */
  action?: { label: string; onClick: () => void; altText?: string };
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

// A module-level store so any code (mutation callbacks included) can raise a toast without props
// or context; <Toaster /> subscribes to it.
let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes a toast. It stays in the store, closed, so its exit animation can play. */
export function dismissToast(id: number): void {
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

/** Shows a toast. At most one is visible, so a new toast replaces the current one. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  publish([{ ...options, id, open: true }]);
  return { id, dismiss: () => dismissToast(id) };
}

// The viewport is drawn only once a toast or the cook's first action needs it (decision 053), a
// chunk load later: code that is about to leave the page waits for it, so its toast is seen.
let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** For <Toaster />: toasts are on screen from now on. */
export function viewportShown(): void {
  markShown();
}

/** Resolves once toasts can be seen, or after `atMostMs` (a viewport whose code cannot load). */
export function toastsVisible(atMostMs: number): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, atMostMs))]);
}

/** The toasts to render; for <Toaster /> only. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
