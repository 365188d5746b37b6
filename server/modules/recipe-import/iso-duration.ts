import { collapseWhitespace } from '../../text.js';

/**
 * schema.org gives times as ISO 8601 durations (`PT1H15M`); the create form holds free text that
 * the web client shortens ("1 hr 15 min" → "1h 15m", web/features/recipes/lib/duration.ts), so
 * durations become hours and minutes in those words. Days become hours (a 26 hr sourdough reads
 * better than a unit the client does not know), seconds are rounded to minutes.
 */
const DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

/** The minutes an ISO 8601 duration lasts, or null for anything else (years and months too). */
export function durationMinutes(text: string): number | null {
  const value = text.trim();
  const match = DURATION.exec(value);
  // `P` and `PT` alone match the pattern with every part empty.
  if (!match || !/\d/.test(value)) return null;
  const [weeks, days, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => (part ? Number(part.replace(',', '.')) : 0));
  return Math.round(
    (weeks ?? 0) * 7 * 24 * 60 +
      (days ?? 0) * 24 * 60 +
      (hours ?? 0) * 60 +
      (minutes ?? 0) +
      (seconds ?? 0) / 60,
  );
}

/** 75 → "1 hr 15 min", 30 → "30 min", 120 → "2 hr". */
export function formatMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return [hours ? `${hours} hr` : '', minutes ? `${minutes} min` : ''].filter(Boolean).join(' ');
}

/**
 * A schema.org time as the form's text: an ISO 8601 duration in hours and minutes, any other
 * text as it is (whitespace collapsed); null for nothing or a zero duration (sites write `PT0M`
 * for "no cooking").
 */
export function readableDuration(text: string): string | null {
  const minutes = durationMinutes(text);
  if (minutes === null) return collapseWhitespace(text) || null;
  return minutes > 0 ? formatMinutes(minutes) : null;
}
