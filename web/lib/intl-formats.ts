/**
 * One `Intl` formatter per language and kind, made on first use and kept: building one is costly
 * (`toLocaleString` with options builds a new one per call), and a page of posts, a week of meals
 * or a cooking log formats dozens of dates at once on a slow phone.
 */
export function perLanguage<F>(make: (language: string) => F): (language: string) => F {
  const made = new Map<string, F>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(language);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The day it is in the cook's own time zone, as YYYY-MM-DD (as a date input holds it): their
 * "today", not the server's.
 */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A calendar day (YYYY-MM-DD) as the moment formatters read in UTC: a day has no time zone, and
 * reading it in UTC keeps any zone from moving it to the day before.
 */
export const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);
