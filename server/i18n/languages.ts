import { readdirSync } from 'node:fs';
import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '../../contracts/languages.js';
import { localesDir } from '../paths.js';

/** The languages Simmer speaks: one per catalogue file, English first (decision 049). */
export const supportedLanguages: readonly string[] = (() => {
  const found = readdirSync(localesDir)
    .filter((file) => /^[a-z]{2,3}\.json$/.test(file))
    .map((file) => file.slice(0, -'.json'.length));
  return [DEFAULT_LANGUAGE, ...found.filter((language) => language !== DEFAULT_LANGUAGE).sort()];
})();

export const isSupportedLanguage = (language: unknown): language is string =>
  typeof language === 'string' && supportedLanguages.includes(language);

/** The value of one cookie of a Cookie header, if present. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The language of a page or an answer: the cook's choice (kept on their account), else the
 * visitor's (the cookie the language switch sets), else the best of the browser's
 * Accept-Language that Simmer speaks (`de-AT` finds `de`), else English.
 */
export function chooseLanguage(
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined },
  accountLanguage: string | null = null,
): string {
  if (isSupportedLanguage(accountLanguage)) return accountLanguage;
  const chosen = cookieValue(headers.cookie, LANGUAGE_COOKIE);
  if (isSupportedLanguage(chosen)) return chosen;
  const accepted = new Negotiator({ headers: { 'accept-language': headers['accept-language'] } });
  const best = accepted.language([...supportedLanguages]);
  return isSupportedLanguage(best) ? best : DEFAULT_LANGUAGE;
}
