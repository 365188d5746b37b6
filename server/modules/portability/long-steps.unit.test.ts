import { describe, expect, it } from 'vitest';
import { isStorableText } from '../../../contracts/text.js';
import { fitSteps, stepParts } from './long-steps.js';

const parts = (text: string, max: number) => [...stepParts(text, max)];
/** The text as words: what a cut may change is only the spaces between them. */
const words = (text: string) => text.split(/\s+/).filter(Boolean);

function expectWithin(list: string[], max: number, original: string) {
  for (const part of list) {
    expect(part.length).toBeLessThanOrEqual(max);
    expect(part.length).toBeGreaterThan(0);
    expect(isStorableText(part)).toBe(true);
  }
  expect(words(list.join(' '))).toEqual(words(original));
}

/** `text` cut into `expected`, each part within `max`, no word lost. */
function expectParts(text: string, max: number, expected: string[]) {
  const list = parts(text, max);
  expect(list).toEqual(expected);
  expectWithin(list, max, text);
}

describe('stepParts', () => {
  it('leaves a step within the limit as it is, one of exactly the limit included', () => {
    expect(parts('Boil the kettle.', 40)).toEqual(['Boil the kettle.']);
    const exactly = 'x'.repeat(40);
    expect(parts(exactly, 40)).toEqual([exactly]);
    expect(parts(`${exactly}y`, 40)).toEqual([exactly, 'y']);
  });

  it('cuts at the last paragraph end within the limit, keeping paragraphs that fit together', () => {
    const text = 'Soak the beans.\n\nDrain them.\n \nSimmer for two hours. Salt at the end.';
    expectParts(text, 40, [
      'Soak the beans.\n\nDrain them.',
      'Simmer for two hours. Salt at the end.',
    ]);
  });

  it('cuts at the last sentence end when no paragraph ends in time', () => {
    const text = 'Brown the onions. Add the stock! Is it thick? Stir in the “cream.” Serve hot.';
    expectParts(text, 50, [
      'Brown the onions. Add the stock! Is it thick?',
      'Stir in the “cream.” Serve hot.',
    ]);
    // A sentence that ends exactly at the limit ends the part there, its closing quote with it.
    expect(parts('Brown the onions. Add stock.', 17)).toEqual(['Brown the onions.', 'Add stock.']);
    expect(parts('He said “stop.” Then left.', 15)).toEqual(['He said “stop.”', 'Then left.']);
  });

  it('cuts at the last space when no sentence ends in time', () => {
    const text = 'whisk the eggs with the sugar until pale and thick and doubled in volume';
    const list = parts(text, 30);
    expect(list[0]).toBe('whisk the eggs with the sugar');
    expectWithin(list, 30, text);
  });

  it('cuts one unbroken run at the limit, never inside an emoji or a surrogate pair', () => {
    expect(parts('a'.repeat(25), 10)).toEqual(['a'.repeat(10), 'a'.repeat(10), 'a'.repeat(5)]);
    // 🍅 is two UTF-16 units: at 9 + 2 it would cross the limit of 10, so it starts the next part.
    const tomato = `${'a'.repeat(9)}🍅${'b'.repeat(5)}`;
    expect(parts(tomato, 10)).toEqual(['a'.repeat(9), `🍅${'b'.repeat(5)}`]);
    // A family emoji is one character of 8 units, joined by zero-width joiners: kept whole.
    const family = `${'a'.repeat(6)}👩‍👩‍👧${'b'.repeat(4)}`;
    expect(parts(family, 12)).toEqual(['a'.repeat(6), `👩‍👩‍👧${'b'.repeat(4)}`]);
  });

  it('cuts a character longer than the limit between its code points, never in a pair', () => {
    const marks = `e${'\u0301'.repeat(20)}`;
    expect(parts(marks, 8).map((part) => part.length)).toEqual([8, 8, 5]);
    expect(parts(marks, 8).join('')).toBe(marks);
    const pairs = '🍅'.repeat(10);
    const list = parts(pairs, 5);
    expect(list.every((part) => part.length === 4)).toBe(true);
    expect(list.join('')).toBe(pairs);
  });

  it('keeps every word of a long step of many paragraphs and sentences', () => {
    const step = Array.from({ length: 300 }, (_, n) =>
      n % 7 === 6 ? `Rest the dough ${n} minutes.\n\n` : `Fold it over ${n} times, gently. `,
    ).join('');
    expectWithin(parts(step, 2000), 2000, step);
  });
});

describe('fitSteps', () => {
  const limits = { step: 20, steps: 4 };

  it('gives the steps back as they are when each fits', () => {
    expect(fitSteps(['Boil.', '', 'Serve.'], limits)).toEqual({ steps: ['Boil.', '', 'Serve.'] });
  });

  it('cuts a long step into steps in its place', () => {
    expect(fitSteps(['Boil.', 'Stir the pot. Keep it low.', 'Serve.'], limits)).toEqual({
      steps: ['Boil.', 'Stir the pot.', 'Keep it low.', 'Serve.'],
    });
  });

  it('joins the parts past the last allowed step to it when they fit there', () => {
    expect(fitSteps(['One.', 'Two.', 'Three is longer. Four.', 'Five.'], limits)).toEqual({
      steps: ['One.', 'Two.', 'Three is longer.', 'Four.\n\nFive.'],
    });
  });

  it('refuses, saying why, when the parts cannot fit in the steps a recipe may have', () => {
    const reason =
      'Its long steps, cut into parts of at most 20 characters, make more than 4 steps';
    const steps = ['One.', 'Two.', 'Three is longer. Four.', 'Five is long too.'];
    expect(fitSteps(steps, limits)).toEqual({ reason });
    // Without cutting all of it: a step of megabytes is given up on at once.
    const started = performance.now();
    expect(fitSteps(['Boil. '.repeat(2 ** 20)], limits)).toEqual({ reason });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('leaves a recipe with too many steps to begin with for the rules to refuse', () => {
    const many = ['1.', '2.', '3.', '4.', 'Five is a longer step.'];
    expect(fitSteps(many, limits)).toEqual({ steps: many });
  });
});
