import { THEME_CHOICES, THEME_STORAGE_KEY, type ThemeChoice } from '@contracts/theme';
import { useSyncExternalStore } from 'react';

// The device's theme choice (decision 020). "System" needs nothing from here: the CSS follows the
// system's preference, and its changes, by itself (web/styles.css). A chosen light or dark is
// applied before the first paint by themeBootScript (web/index.html); this module changes it later.

const isChoice = (value: unknown): value is ThemeChoice =>
  THEME_CHOICES.includes(value as ThemeChoice);

/** The choice stored on this device: "system" when there is none, or storage is blocked. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Shows the page in `choice`, as themeBootScript does: `<html data-theme>` for light or dark (none
 * for system), and the browser toolbar colour of that scheme, or of the system's for system.
 */
export function applyThemeChoice(choice: ThemeChoice, doc: Document = document): void {
  const root = doc.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name=theme-color][data-scheme]')) {
    const scheme = meta.dataset.scheme;
    meta.setAttribute(
      'media',
      choice === 'system'
        ? `(prefers-color-scheme: ${scheme})`
        : scheme === choice
          ? 'all'
          : 'not all',
    );
  }
}

// The choice as this page shows it; kept in memory too, so it holds when storage is blocked.
let current: ThemeChoice | undefined;
const listeners = new Set<() => void>();

function show(choice: ThemeChoice): void {
  current = choice;
  applyThemeChoice(choice);
  for (const listener of listeners) listener();
}

/** Remembers `choice` on this device and shows it; the device's other tabs follow. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage is blocked: the choice lasts as long as this page.
  }
  show(choice);
}

// Another tab of this device chose: every open page follows, whether or not it shows the switch
// (a `storage` event fires in the other tabs only).
// (No window when the server draws a page.)
globalThis.window?.addEventListener('storage', (event) => {
  if (event.key === THEME_STORAGE_KEY || event.key === null) show(readThemeChoice());
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The device's current choice, for the theme switch. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(
    subscribe,
    () => {
      current ??= readThemeChoice();
      return current;
    },
    // The server cannot know the device's choice: its HTML, and the browser's first render that
    // adopts it, show "system"; the switch shows the device's choice right after.
    () => 'system',
  );
}
