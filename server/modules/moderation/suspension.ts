import type { ServerT } from '../../i18n/texts.js';

/**
 * A suspension "until lifted" is kept as this far date rather than a special value: every
 * comparison with now() stays a plain one, and the API says it as it says any other date.
 */
export const UNTIL_LIFTED = new Date('9999-12-31T00:00:00.000Z');

const whenFormats = new Map<string, Intl.DateTimeFormat>();

/** "27 November 2026 at 14:00" in English (British order, as the API has always said it). */
function when(until: Date, language: string): string {
  let format = whenFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    whenFormats.set(language, format);
  }
  return format.format(until);
}

/** The sign-in's refusal for an account suspended at this moment; undefined when it is not. */
export function suspensionMessage(until: Date | null, now = new Date()): string | undefined {
  if (!until || until <= now) return undefined;
  if (until >= UNTIL_LIFTED) return 'This account is suspended until further notice';
  return `This account is suspended until ${when(until, 'en')} UTC`;
}

/** The same refusal in the language of `t`, for the pages the server draws. */
export function suspensionText(t: ServerT<'auth'>, until: Date): string {
  if (until >= UNTIL_LIFTED) return t('suspendedForGood');
  return t('suspendedUntil', { until: when(until, t.language) });
}
