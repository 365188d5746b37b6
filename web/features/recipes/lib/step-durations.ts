import { AMOUNT, NUMBER_WORDS, parseAmount } from '@contracts/amounts';

/** A length of time a step names, where it stands in the step's text. */
export interface StepDuration {
  /** The words as written: "10 to 15 minutes", "1 hr 15 min". */
  text: string;
  /** Where `text` starts in the step. */
  index: number;
  /** How long a timer for it runs: a range's shorter end (check early; more time is easy to add). */
  seconds: number;
}

const WORDS: Readonly<Record<string, number>> = {
  ...NUMBER_WORDS,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
};

const UNIT_SECONDS: [RegExp, number][] = [
  [/^(hours?|hrs?|h)$/i, 3600],
  [/^(minutes?|mins?|m)$/i, 60],
  [/^(seconds?|secs?|s)$/i, 1],
];

// "10", "1.5", "1½", "1 1/2", "3/4", "½", or a word ("an", "ten", "forty-five").
const WORD_NUMBER = Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NUMBER = `(?:${AMOUNT}|(?:${WORD_NUMBER}))`;
// Not followed by a letter: "5 mm" is no minute, "1h15m" still reads as two parts.
const UNIT = '(?:hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)(?![a-z])';
// One amount, or a range, then its unit: "10 minutes", "2–3 min", "10 to 15 minutes", "10-minute".
const PART = `(${NUMBER})(?:\\s*(?:-|–|—|to|or)\\s*(${NUMBER}))?\\s*-?\\s*(${UNIT})`;
const DURATION = new RegExp(
  `(?<![\\w.,/])(?:half an hour|an hour and a half|${PART}(?:\\s*(?:,|and)?\\s*${PART})*)`,
  'gi',
);
const PARTS = new RegExp(PART, 'gi');

/** "10" → 10, "1 1/2" → 1.5, "1½" → 1.5, "an" → 1. */
function amount(text: string): number {
  return WORDS[text.toLowerCase()] ?? parseAmount(text);
}

function unitSeconds(unit: string): number {
  return UNIT_SECONDS.find(([pattern]) => pattern.test(unit))?.[1] ?? 0;
}

/** Every length of time a step names, in order: each can start a timer. */
export function findDurations(step: string): StepDuration[] {
  const found: StepDuration[] = [];
  for (const match of step.matchAll(DURATION)) {
    const text = match[0];
    let seconds = 0;
    if (/^half an hour$/i.test(text)) seconds = 1800;
    else if (/^an hour and a half$/i.test(text)) seconds = 5400;
    else {
      for (const part of text.matchAll(PARTS)) {
        const [, low = '', , unit = ''] = part;
        seconds += amount(low) * unitSeconds(unit);
      }
    }
    seconds = Math.round(seconds);
    if (seconds > 0) found.push({ text, index: match.index ?? 0, seconds });
  }
  return found;
}

/** One part of a length of time said in words: "1 hour", "15 minutes". */
export type DurationPart = (count: number, unit: 'hour' | 'minute' | 'second') => string;

const englishPart: DurationPart = (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * "10 minutes", "1 hour 15 minutes", "45 seconds": how a timer's length is said; `part` words
 * each part in the page's language (English without it).
 */
export function spokenDuration(seconds: number, part: DurationPart = englishPart): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [
    hours && part(hours, 'hour'),
    minutes && part(minutes, 'minute'),
    rest && part(rest, 'second'),
  ]
    .filter(Boolean)
    .join(' ');
}

/** "9:59", "1:05:00": what is left of a timer. */
export function clockText(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
