import { describe, expect, it } from 'vitest';
import { calendarDay, localDay, perLanguage } from './intl-formats';

describe('intl formats', () => {
  it('makes one formatter per language and gives it back after', () => {
    let made = 0;
    const format = perLanguage((language) => {
      made += 1;
      return new Intl.NumberFormat(language);
    });
    const german = format('de');
    expect(format('de')).toBe(german);
    expect(format('en')).not.toBe(german);
    expect(made).toBe(2);
    expect(german.format(1.5)).toBe('1,5');
  });

  it('reads today in the cook’s own time zone', () => {
    expect(localDay(new Date(2025, 2, 5, 23, 59))).toBe('2025-03-05');
    expect(localDay(new Date(2025, 0, 1, 0, 0))).toBe('2025-01-01');
  });

  it('keeps a calendar day on its day in UTC', () => {
    expect(calendarDay('2025-03-05').toISOString()).toBe('2025-03-05T00:00:00.000Z');
  });
});
