import type { ReadingLine } from './reading-lines.js';

// Many small sites and shops' recipe pages set out a recipe without naming its parts: a list of
// amounts and ingredients under the recipe's title ("Serves 4", "For the brittle"), then the
// method as plain paragraphs. These find those parts by their look, where the page's headings
// name only one of them or neither.

/** An ingredient line is short and, mostly, starts with its amount (after a bullet). */
const MAX_LISTED = 150;
export const STARTS_WITH_AMOUNT = /^(?:[-–•*▢]\s*)?[\d¼½¾⅓⅔⅛⅜⅝⅞]/u;
/** At least this many lines, and this share with an amount, make a list of ingredients. */
const MIN_LISTED = 3;
const AMOUNT_SHARE = 0.6;
/** A group's name inside the list ("Pantry", "For the sauce:") is a short heading. */
const MAX_LABEL = 48;

/** A step reads as a sentence: several words, ending as sentences end (or numbered "1-"). */
const MIN_STEP = 15;
const SENTENCE = /[.!)…]["”’]?\s*$|^\d{1,2}\s*[-.)]\s*\S/u;
export const isSentence = (line: ReadingLine) =>
  line.kind !== 'heading' &&
  line.text.length >= MIN_STEP &&
  line.text.split(/\s+/).length >= 3 &&
  SENTENCE.test(line.text);
/**
 * Lines between the ingredients and the first step: a heading ("How the soup is made"), a
 * short line ("Method" in a language not known).
 */
const MAX_SKIPPED = 2;
/** Method shorter than this is a caption, not a recipe's steps. */
const MIN_METHOD = 40;

export interface ListedRun {
  /** Index of its first and one past its last line among the page's lines. */
  at: number;
  end: number;
  lines: string[];
}

/**
 * A line of the list: an item, or a line starting with an amount; neither when it reads as a
 * step ("Finely chop the onion.", "1- Beat the eggs.").
 */
const isListed = (line: ReadingLine) => {
  if (line.text.length > MAX_LISTED || !/\p{L}/u.test(line.text)) return false;
  const amount = STARTS_WITH_AMOUNT.test(line.text);
  const sentence = /[.!]\s*$/.test(line.text);
  return line.kind === 'item' ? amount || !sentence : line.kind === 'text' && amount && !sentence;
};
/** A short heading below the page's own (an `<h1>` starts another part, as after a menu). */
const isLabel = (line: ReadingLine) =>
  line.kind === 'heading' && line.level > 1 && line.text.length <= MAX_LABEL;

/** A group of steps' own heading: a numbered heading, or a short line ending in a colon ("Make the sauce:"). */
const isStepGroup = (line: ReadingLine) =>
  line.text.length <= MAX_LABEL &&
  (/:\s*$/.test(line.text) || (isLabel(line) && /^\d/.test(line.text)));

/**
 * The runs of list lines that read as ingredients, in page order: each a list (its groups'
 * short headings between, left out) of at least three lines, most starting with an amount.
 */
export function ingredientRuns(lines: readonly ReadingLine[]): ListedRun[] {
  const runs: ListedRun[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!isListed(lines[i] as ReadingLine)) {
      i += 1;
      continue;
    }
    const at = i;
    const listed: string[] = [];
    let end = i;
    for (; i < lines.length; i += 1) {
      const line = lines[i] as ReadingLine;
      if (isListed(line)) {
        listed.push(line.text);
        end = i + 1;
      } else if (!isLabel(line)) break;
    }
    const withAmounts = listed.filter((text) => STARTS_WITH_AMOUNT.test(text)).length;
    if (listed.length >= MIN_LISTED && withAmounts >= AMOUNT_SHARE * listed.length) {
      runs.push({ at, end, lines: listed });
    }
    i = Math.max(i, end);
  }
  return runs;
}

/**
 * The steps written as plain sentences right after `from` (where the ingredients end): a few
 * short lines may come first (a heading in a language not known), the steps' group headings
 * between them are kept (they lead their steps); the first line that is neither, or that `ends` says starts
 * another part of the page, ends them; so does a heading of another kind ("Variation"). Empty when they are too short to be a method.
 */
export function sentencesAfter(
  lines: readonly ReadingLine[],
  from: number,
  ends: (line: ReadingLine) => boolean,
): string[] {
  let i = from;
  for (let skipped = 0; i < lines.length && skipped < MAX_SKIPPED; i += 1, skipped += 1) {
    const line = lines[i] as ReadingLine;
    if (
      isSentence(line) ||
      (line.kind !== 'heading' && line.text.length > MAX_LABEL) ||
      ends(line)
    ) {
      break;
    }
    if (isStepGroup(line) && lines[i + 1] && isSentence(lines[i + 1] as ReadingLine)) break;
  }
  const steps: string[] = [];
  for (; i < lines.length; i += 1) {
    const line = lines[i] as ReadingLine;
    if (ends(line)) break;
    if (isSentence(line)) steps.push(line.text);
    else if (isStepGroup(line) && lines[i + 1] && isSentence(lines[i + 1] as ReadingLine)) {
      steps.push(line.text);
    } else break;
  }
  return steps.join(' ').length >= MIN_METHOD ? steps : [];
}
