import { perLanguage } from './intl-formats';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Largest unit first; a month is counted as 30 days and a year as 365, as people round them.
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

// 'always' keeps the "5 minutes ago" style: 'auto' would say "yesterday" and "last week".
const relativeFormatter = perLanguage(
  (language) => new Intl.RelativeTimeFormat(language, { numeric: 'always' }),
);

/**
 * How long ago `iso` was in `language`, e.g. "5 minutes ago", "vor 1 Tag"; null for anything
 * under a minute — and a time slightly in the future, from a server clock ahead of the device —
 * which the caller says as "just now" in its own words.
 */
export function relativeTime(iso: string, language: string, now = Date.now()): string | null {
  const seconds = Math.floor((now - Date.parse(iso)) / 1000);
  if (!Number.isFinite(seconds) || seconds < MINUTE) return null;
  for (const [unit, size] of UNITS) {
    if (seconds >= size)
      return relativeFormatter(language).format(-Math.floor(seconds / size), unit);
  }
  return null;
}

const dateFormatter = perLanguage(
  (language) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }),
);

/** A long date in `language`, e.g. "March 5, 2025", "5. März 2025": when a profile joined. */
export function longDate(iso: string, language: string): string {
  return dateFormatter(language).format(new Date(iso));
}

const exactFormatter = perLanguage(
  (language) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }),
);

/** The exact moment in `language`: "March 5, 2025 at 12:00 PM", "5. März 2025 um 12:00". */
export function exactDateTime(iso: string, language: string): string {
  return exactFormatter(language).format(new Date(iso));
}
