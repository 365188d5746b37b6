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
const formatter = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

/**
 * How long ago `iso` was, e.g. "5 minutes ago", "1 day ago". Anything under a minute — and a time
 * slightly in the future, from a server clock ahead of the device — is "just now".
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.floor((now - Date.parse(iso)) / 1000);
  if (!Number.isFinite(seconds) || seconds < MINUTE) return 'just now';
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return formatter.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

// One formatter for every card: toLocaleString with options builds a new one per call, which a
// page of posts and comments pays for dozens of times on a slow phone.
const exactFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** The exact moment, for the tooltip of a relative time: "March 5, 2025 at 12:00 PM". */
export function exactDateTime(iso: string): string {
  return exactFormatter.format(new Date(iso));
}
