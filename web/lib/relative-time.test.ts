import { describe, expect, it } from 'vitest';
import { exactDateTime, longDate, relativeTime } from './relative-time';

const now = Date.parse('2025-06-15T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [60, '1 minute ago'],
    [5 * 60 + 10, '5 minutes ago'],
    [59 * 60, '59 minutes ago'],
    [60 * 60, '1 hour ago'],
    [23 * 3600, '23 hours ago'],
    [24 * 3600, '1 day ago'],
    [6 * 86400, '6 days ago'],
    [7 * 86400, '1 week ago'],
    [29 * 86400, '4 weeks ago'],
    [30 * 86400, '1 month ago'],
    [364 * 86400, '12 months ago'],
    [365 * 86400, '1 year ago'],
    [3 * 365 * 86400, '3 years ago'],
  ])('says %is ago is "%s"', (seconds, text) => {
    expect(relativeTime(ago(seconds), 'en', now)).toBe(text);
  });

  it.each([0, 59, -30])('leaves %is ago to the caller’s "just now"', (seconds) => {
    expect(relativeTime(ago(seconds), 'en', now)).toBeNull();
  });

  it('reads an unparsable time as "just now" rather than "NaN years ago"', () => {
    expect(relativeTime('not a date', 'en', now)).toBeNull();
  });

  it.each([
    ['de', 'vor 3 Stunden', 'vor 1 Tag'],
    ['fr', 'il y a 3 heures', 'il y a 1 jour'],
    ['es', 'hace 3 horas', 'hace 1 día'],
  ])('speaks %s', (language, hours, day) => {
    expect(relativeTime(ago(3 * 3600), language, now)).toBe(hours);
    expect(relativeTime(ago(86400), language, now)).toBe(day);
  });
});

describe('exactDateTime', () => {
  it('is a long date with the time, in the page’s language', () => {
    const moment = '2025-03-05T12:00:00.000Z';
    expect(exactDateTime(moment, 'en')).toMatch(/^March 5, 2025 at \d{1,2}:00 [AP]M$/);
    expect(exactDateTime(moment, 'de')).toMatch(/^5\. März 2025 um \d{1,2}:00$/);
    expect(exactDateTime(moment, 'fr')).toMatch(/^5 mars 2025 à \d{1,2}:00$/);
    expect(exactDateTime(moment, 'es')).toMatch(/^5 de marzo de 2025 a las \d{1,2}:00$/);
  });
});

describe('longDate', () => {
  it('is a long date in the page’s language', () => {
    expect(longDate('2025-03-05T12:00:00.000Z', 'en')).toBe('March 5, 2025');
    expect(longDate('2024-12-31T12:00:00.000Z', 'en')).toBe('December 31, 2024');
    expect(longDate('2025-03-05T12:00:00.000Z', 'de')).toBe('5. März 2025');
    expect(longDate('2025-03-05T12:00:00.000Z', 'fr')).toBe('5 mars 2025');
    expect(longDate('2025-03-05T12:00:00.000Z', 'es')).toBe('5 de marzo de 2025');
  });
});
