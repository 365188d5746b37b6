import { describe, expect, it } from 'vitest';
import { durationMinutes, formatMinutes, readableDuration } from './iso-duration.js';

describe('ISO 8601 durations as the form shows times', () => {
  it.each([
    ['PT1H15M', '1 hr 15 min'],
    ['PT30M', '30 min'],
    ['PT2H', '2 hr'],
    ['PT90M', '1 hr 30 min'],
    ['PT1.5H', '1 hr 30 min'],
    ['PT0,5H', '30 min'],
    ['pt45m', '45 min'],
    ['  PT20M ', '20 min'],
    ['P1DT2H', '26 hr'],
    ['P0DT1H5M', '1 hr 5 min'],
    ['PT90S', '2 min'],
    ['PT1H0M30S', '1 hr 1 min'],
    ['P1W', '168 hr'],
  ])('%s → %s', (iso, text) => {
    expect(readableDuration(iso)).toBe(text);
  });

  it.each([['PT0M'], ['PT0S'], ['P0D'], [''], ['   ']])(
    '%j (nothing, or no time at all) → null',
    (iso) => {
      expect(readableDuration(iso)).toBeNull();
    },
  );

  it.each([
    ['15 minutes', '15 minutes'],
    ['about  1 hour\n', 'about 1 hour'],
    ['overnight', 'overnight'],
    ['P', 'P'],
    ['PT', 'PT'],
    ['P1M', 'P1M'],
    ['P1Y', 'P1Y'],
    ['PT1H15', 'PT1H15'],
    ['1H15M', '1H15M'],
  ])('free text %j is kept as %j', (text, kept) => {
    expect(readableDuration(text)).toBe(kept);
  });

  it('counts minutes, and writes them back in hours and minutes', () => {
    expect(durationMinutes('PT2H40M')).toBe(160);
    expect(durationMinutes('not a duration')).toBeNull();
    expect(formatMinutes(135)).toBe('2 hr 15 min');
    expect(formatMinutes(60)).toBe('1 hr');
    expect(formatMinutes(5)).toBe('5 min');
  });
});
