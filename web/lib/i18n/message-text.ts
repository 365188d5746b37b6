import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';
import { loadedNamespaces } from './texts';

// The API answers in English, word for word its contract; the client shows its messages, and the
// shared schemas' ones, in the page's language (decision 049). What it takes to do so (the
// matcher, the English templates, the translations) loads the first time a message in another
// language than English is shown: never with the first screen.

type Translate = (i18n: I18n, message: string) => string;

let translate: Translate | undefined;
/** The languages whose messages are on their way (each asked for once at a time). */
const pending = new Map<string, Promise<void>>();
let version = 0;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Asks for the messages of `language` once (again after a failed download). */
function request(i18n: I18n, language: string): void {
  if (pending.has(language)) return;
  const loading = import('./message-table')
    .then((table) => table.loadMessageTable(i18n, language))
    .then(
      (loaded) => {
        translate = loaded;
        pending.delete(language);
        version++;
        for (const listener of listeners) listener();
      },
      () => {
        pending.delete(language);
      },
    );
  pending.set(language, loading);
}

/**
 * A message from the API or a shared schema, e.g. "Title is required" or "404: Recipe not
 * found", in the page's language; a message it does not know is shown as it is, and in English
 * every message is. While the translations come, the English words stand in for a moment.
 */
export function useMessageText(): (message: string) => string {
  const { i18n } = useLingui();
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const language = i18n.locale;
  return (message) => {
    if (language === 'en' || !message) return message;
    if (!translate || !loadedNamespaces(i18n, language).includes('messages')) {
      request(i18n, language);
      return message;
    }
    return translate(i18n, message);
  };
}
