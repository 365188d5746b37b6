import { describe, expect, it } from 'vitest';
import { exactDateTime, relativeTime } from './relative-time';

const now = Date.parse('2025-06-15T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [-30, 'just now'],
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
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });

  it('reads an unparsable time as "just now" rather than "NaN years ago"', () => {
    expect(relativeTime('not a date', now)).toBe('just now');
  });
});

describe('exactDateTime', () => {
  it('is a long US-English date with the time', () => {
    expect(exactDateTime('2025-03-05T12:00:00.000Z')).toMatch(
      /^March 5, 2025 at \d{1,2}:00 [AP]M$/,
    );
  });
});
