import { languages } from 'virtual:simmer-texts';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '@contracts/languages';
import { useEffect } from 'react';
import { browserTexts, loadedNamespaces, loadParts } from './texts';

/** The languages Simmer speaks, one per catalogue (decision 049). */
export const supportedLanguages: readonly string[] = languages;

/**
 * Starts the browser's texts in the page's language, which the server chose and wrote into
 * `<html lang>`, with the namespaces the page was drawn with. A part that cannot be had (offline,
 * never kept by the worker) does not hold the app back: a component that needs it asks again.
 */
export async function startLanguage(namespaces: readonly string[]): Promise<void> {
  const language = supportedLanguages.includes(document.documentElement.lang)
    ? document.documentElement.lang
    : DEFAULT_LANGUAGE;
  await loadParts(browserTexts, language, namespaces).catch(() => {});
  browserTexts.activate(language);
}

/**
 * Shows the app in `language` without a reload: the namespaces on screen come in the new
 * language first, then every text changes at once, and `<html lang>` with them (the page's
 * voice, spelling and hyphenation follow it).
 */
export async function switchLanguage(language: string): Promise<void> {
  if (!supportedLanguages.includes(language)) return;
  await loadParts(browserTexts, language, loadedNamespaces(browserTexts, browserTexts.locale));
  browserTexts.activate(language);
  document.documentElement.lang = language;
}

/** The browser's own choice among the languages Simmer speaks (`de-AT` finds `de`). */
export function browserLanguage(): string {
  for (const tag of navigator.languages ?? []) {
    const language = tag.toLowerCase().split('-')[0] ?? '';
    if (supportedLanguages.includes(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** Keeps a visitor's choice for a year, for the pages the server draws next (decision 049). */
export function rememberVisitorLanguage(language: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads; nothing else.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Follows the language kept on the cook's account: the server draws their pages in it, but a
 * page drawn by the browser, or a choice made on another device since, is caught up here.
 */
export function useAccountLanguage(language: string | null | undefined): void {
  useEffect(() => {
    if (language && language !== browserTexts.locale) void switchLanguage(language);
  }, [language]);
}
