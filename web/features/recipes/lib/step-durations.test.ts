import { describe, expect, it } from 'vitest';
import { clockText, findDurations, spokenDuration } from './step-durations';

/** The timers a step offers: [words as written, seconds]. */
const timers = (step: string) => findDurations(step).map(({ text, seconds }) => [text, seconds]);

describe('lengths of time in a step', () => {
  it.each([
    ['Simmer for 10 minutes.', [['10 minutes', 600]]],
    ['Bake 1 hr 15 min, until golden.', [['1 hr 15 min', 4500]]],
    ['Cook 2–3 minutes per side.', [['2–3 minutes', 120]]],
    ['Boil 2-3 mins.', [['2-3 mins', 120]]],
    ['Roast for 10 to 15 minutes.', [['10 to 15 minutes', 600]]],
    ['Rest for an hour.', [['an hour', 3600]]],
    ['Chill half an hour before rolling.', [['half an hour', 1800]]],
    ['Braise an hour and a half.', [['an hour and a half', 5400]]],
    ['Steep for 1 1/2 hours.', [['1 1/2 hours', 5400]]],
    ['Steep for 1½ hours.', [['1½ hours', 5400]]],
    ['Proof 1.5 hours.', [['1.5 hours', 5400]]],
    [
      'Whisk for 30 seconds, then 45 secs more.',
      [
        ['30 seconds', 30],
        ['45 secs', 45],
      ],
    ],
    ['Give it a 10-minute rest.', [['10-minute', 600]]],
    ['Bake 1h15m.', [['1h15m', 4500]]],
    ['Simmer 1 hour and 15 minutes.', [['1 hour and 15 minutes', 4500]]],
    ['Fry for a minute or two.', [['a minute', 60]]],
    ['Marinate for two hours, turning once.', [['two hours', 7200]]],
    ['Blanch ¾ minute.', [['¾ minute', 45]]],
  ])('%s', (step, expected) => {
    expect(timers(step)).toEqual(expected);
  });

  it.each([
    'Cut into 5 mm slices.',
    'Add 250 ml stock and 2 tbsp oil.',
    'Serve 4.',
    'Season with a mix of spices.',
    'Preheat the oven to 200 C.',
  ])('finds nothing to time in "%s"', (step) => {
    expect(timers(step)).toEqual([]);
  });

  it('knows where each stands in the step', () => {
    const step = 'Simmer 10 minutes, then rest 5 minutes.';
    expect(
      findDurations(step).map(({ index, text }) => step.slice(index, index + text.length)),
    ).toEqual(['10 minutes', '5 minutes']);
  });
});

describe('how a timer reads', () => {
  it('says its length', () => {
    expect(spokenDuration(600)).toBe('10 minutes');
    expect(spokenDuration(4500)).toBe('1 hour 15 minutes');
    expect(spokenDuration(61)).toBe('1 minute 1 second');
  });

  it('shows what is left as a clock', () => {
    expect(clockText(599.2)).toBe('10:00');
    expect(clockText(59)).toBe('0:59');
    expect(clockText(3900)).toBe('1:05:00');
    expect(clockText(-3)).toBe('0:00');
  });
});
