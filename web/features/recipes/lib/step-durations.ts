import { AMOUNT, parseAmount } from '@contracts/amounts';
import { ABBREVIATIONS, DURATION_WORDS, type DurationWords } from './duration-words';

/** A length of time a step names, where it stands in the step's text. */
export interface StepDuration {
  /** The words as written: "10 to 15 minutes", "1 hr 15 min". */
  text: string;
  /** Where `text` starts in the step. */
  index: number;
  /** How long a timer for it runs: a range's shorter end (check early; more time is easy to add). */
  seconds: number;
}

const LANGUAGES = Object.values(DURATION_WORDS);

/** Words as the alternatives of a pattern, longest first, so a longer spelling wins over its start. */
const anyOf = (words: readonly string[]) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/ /g, '\\s+'))
    .join('|');
/** Every language's words of one kind. */
const wordsOf = (pick: (words: DurationWords) => readonly string[]) =>
  anyOf(LANGUAGES.flatMap(pick));

const WORDS: Readonly<Record<string, number>> = Object.assign(
  {},
  ...LANGUAGES.map(({ numbers }) => numbers),
);

// JavaScript's \b and \w know only ASCII letters: "une" must not be found in "commune", nor
// "un" after an "é". These stand for the edges of a word in any language (with the u flag).
const NOT_AFTER_WORD = '(?<![\\p{L}\\p{N}_.,/])';
const NOT_BEFORE_LETTER = '(?!\\p{L})';

const HOURS = wordsOf(({ hours }) => hours);
const MINUTES = wordsOf(({ minutes }) => minutes);
const SECONDS = wordsOf(({ seconds }) => seconds);
const UNIT_SECONDS: [RegExp, number][] = [
  [new RegExp(`^(?:${HOURS})$`, 'iu'), 3600],
  [new RegExp(`^(?:${MINUTES})$`, 'iu'), 60],
  [new RegExp(`^(?:${SECONDS})$`, 'iu'), 1],
];

// "10", "1.5", "1,5", "1½", "1 1/2", "3/4", "½", or a word ("an", "ten", "eine", "dos"). A word
// must end where it does: "a" is no number in "am" (which would be "a m", a minute).
const NUMBER = `(?:${AMOUNT}|(?:${anyOf(Object.keys(WORDS))})${NOT_BEFORE_LETTER})`;
// Not followed by a letter: "5 mm" is no minute, "1h15m" still reads as two parts.
const UNIT = `(?:${HOURS}|${MINUTES}|${SECONDS})${NOT_BEFORE_LETTER}`;
// Between the ends of a range: a dash, or a word with spaces around it ("10 bis 15", "10 a 15"):
// "a" is also English for one, and "à" a French "at".
const RANGE = `(?:\\s*[-–—]\\s*|\\s+(?:${wordsOf(({ range }) => range)})\\s+)`;
// One amount, or a range, then its unit: "10 minutes", "2–3 min", "10 to 15 minutes", "10-minute".
const PART = `(${NUMBER})(?:${RANGE}(${NUMBER}))?\\s*-?\\s*(${UNIT})`;
const AND_A_HALF = `\\s+(${wordsOf(({ andAHalf }) => andAHalf)})${NOT_BEFORE_LETTER}`;
// Two digits with no unit of their own after them, nor a range's second end and its unit ("2
// hours 15 to 20 minutes"); "1h30 à 180 °C" is still 1 h 30.
const BARE_MINUTES = `\\s*([0-5]\\d)(?!\\p{N}|[.,/]\\p{N}|(?:${RANGE}${NUMBER})?\\s*-?\\s*(?:${UNIT}))`;
// After hours only: half an hour more ("una hora y media"), or minutes without their unit, as
// French writes "1 h 15".
const AFTER_HOURS = `(?:(?<=(?<!\\p{L})(?:${HOURS}))(?:${AND_A_HALF}|${BARE_MINUTES}))?`;
const SEGMENT = `${PART}${AFTER_HOURS}`;
// Between the parts of one length: "1 hr 15 min", "1 hour, 15 minutes", "1 Std. und 15 Min.".
// A full stop only after an abbreviation: "10 minutes. 5 minutes later" is two lengths.
const STOP = `(?:(?<=(?<!\\p{L})(?:${anyOf(ABBREVIATIONS)}))\\.)?`;
const JOIN = `${STOP}\\s*(?:,|(?:${wordsOf(({ and }) => and)})${NOT_BEFORE_LETTER})?\\s*`;
// Whole phrases with no number: "half an hour", "eine halbe Stunde", "media hora".
const PHRASE_LIST = LANGUAGES.flatMap(({ phrases }) => phrases);
const PHRASE = PHRASE_LIST.map(([source]) => source).join('|');
const PHRASES = PHRASE_LIST.map(
  ([source, seconds]) => [new RegExp(`^(?:${source})$`, 'iu'), seconds] as const,
);
const DURATION = new RegExp(
  `${NOT_AFTER_WORD}(?:(?:${PHRASE})${NOT_BEFORE_LETTER}|${SEGMENT}(?:${JOIN}${SEGMENT})*)`,
  'giu',
);
// Within a length already found, its parts may touch ("1h15m").
const SEGMENTS = new RegExp(SEGMENT, 'giu');

/** "10" → 10, "1 1/2" → 1.5, "1½" → 1.5, "an" → 1, "eine" → 1. */
function amount(text: string): number {
  return WORDS[text.toLowerCase().replace(/\s+/g, ' ')] ?? parseAmount(text);
}

function unitSeconds(unit: string): number {
  return UNIT_SECONDS.find(([pattern]) => pattern.test(unit))?.[1] ?? 0;
}

/** How long one length of time DURATION found runs. */
function secondsOf(text: string): number {
  const phrase = PHRASES.find(([pattern]) => pattern.test(text));
  if (phrase) return phrase[1];
  let seconds = 0;
  for (const segment of text.matchAll(SEGMENTS)) {
    const [, low = '', , unit = '', half, minutes] = segment;
    const each = unitSeconds(unit);
    seconds += amount(low) * each + (half ? each / 2 : 0) + (minutes ? Number(minutes) * 60 : 0);
  }
  return Math.round(seconds);
}

/**
 * Every length of time a step names, in order: each can start a timer. Steps may be written in
 * English, German, French or Spanish ("10 Minuten", "1 h 15", "media hora").
 */
export function findDurations(step: string): StepDuration[] {
  const found: StepDuration[] = [];
  for (const match of step.matchAll(DURATION)) {
    const text = match[0];
    const seconds = secondsOf(text);
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
