import { describe, expect, it } from 'vitest';
import { shortenDuration } from './duration';

describe('shortenDuration', () => {
  it.each([
    ['15 minutes', '15m'],
    ['1 minute', '1m'],
    ['2 hours', '2h'],
    ['1 hour', '1h'],
    ['45 mins', '45m'],
    ['3 hrs', '3h'],
    ['1.5 hours', '1.5h'],
    ['1 hour 30 minutes', '1h 30m'],
    ['1 hour, 30 minutes', '1h 30m'],
    ['20 Minutes', '20m'],
    ['15m', '15m'],
  ])('shortens %j to %j', (text, short) => {
    expect(shortenDuration(text)).toBe(short);
  });

  it.each(['about 20 minutes', 'overnight', '10-15 minutes', 'until golden', ''])(
    'leaves other text as it is: %j',
    (text) => {
      expect(shortenDuration(text)).toBe(text);
    },
  );
});
