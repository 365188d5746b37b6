import { RECIPE_LIMITS } from '../../../contracts/recipes.js';

// A step longer than Simmer's limit is never a reason to lose a recipe an import brings in
// (decision 031): it is cut into steps within the limit, where its text breaks best, and no
// text is lost. Lengths are counted as the recipe's rules count them, in UTF-16 code units.

export interface StepLimits {
  /** The longest step. */
  step: number;
  /** The most steps. */
  steps: number;
}

const RECIPE_STEP_LIMITS: StepLimits = {
  step: RECIPE_LIMITS.instruction,
  steps: RECIPE_LIMITS.instructions,
};

/** Where a paragraph ends: a blank line follows. */
const PARAGRAPH_END = /\n[^\S\n]*\n/g;
/** Where a sentence ends: its mark (and any closing quote or bracket) before a space. */
const SENTENCE_END = /[.!?…。！？]["'”’»)\]]*(?=\s)/g;
const SPACE = /\s/g;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The last place in `window` where `pattern` says a part may end, at most `max`; 0 for none. */
function lastEnd(window: string, pattern: RegExp, max: number, atMatchEnd: boolean): number {
  let best = 0;
  for (const match of window.matchAll(pattern)) {
    const end = atMatchEnd ? match.index + match[0].length : match.index;
    if (end > max) break;
    if (end > 0) best = end;
  }
  return best;
}

/**
 * How long the first part of `text` (longer than `max`, starting with no space) is: up to the
 * last paragraph end within the limit, else the last sentence end, else the last space; else
 * (one unbroken run of letters) the last whole character, never half of an emoji or of a
 * surrogate pair.
 */
function firstPartLength(text: string, max: number): number {
  // A little past the limit, to see what follows the character at it.
  const window = text.slice(0, max + 8);
  const cut =
    lastEnd(window, PARAGRAPH_END, max, false) ||
    lastEnd(window, SENTENCE_END, max, true) ||
    lastEnd(window, SPACE, max, false);
  if (cut) return cut;
  let whole = 0;
  for (const { index } of graphemes.segment(window)) {
    if (index > max) break;
    whole = index;
  }
  if (whole) return whole;
  // One "character" longer than the limit (thousands of combining marks): cut between code points.
  const high = text.charCodeAt(max - 1);
  return high >= 0xd800 && high <= 0xdbff ? max - 1 : max;
}

/**
 * A step as parts of at most `max` characters each, in order; the step alone when it fits. The
 * spaces at a cut are dropped, nothing else: the parts joined by a space (by nothing where a run
 * without spaces was cut) give the step again.
 */
export function* stepParts(step: string, max: number): Generator<string> {
  let rest = step.trim();
  while (rest.length > max) {
    const length = firstPartLength(rest, max);
    yield rest.slice(0, length).trimEnd();
    rest = rest.slice(length).trimStart();
  }
  if (rest) yield rest;
}

/**
 * Steps within `limits`: each step over the limit cut by `stepParts`. Should the parts make more
 * steps than a recipe may have, those past the last allowed are joined to it (as paragraphs)
 * when that fits in one step; when it does not, the recipe cannot be imported whole and the
 * reason says why. A recipe that has too many steps to begin with is left as it is, for the
 * recipe's rules to refuse.
 */
export function fitSteps(
  steps: readonly string[],
  limits: StepLimits = RECIPE_STEP_LIMITS,
): { steps: string[] } | { reason: string } {
  const written = steps.filter((step) => step.trim());
  if (written.length > limits.steps || written.every((step) => step.length <= limits.step)) {
    return { steps: [...steps] };
  }
  const parts: string[] = [];
  const tooMany = {
    reason:
      `Its long steps, cut into parts of at most ${limits.step} characters, ` +
      `make more than ${limits.steps} steps`,
  };
  for (const step of written) {
    for (const part of stepParts(step, limits.step)) {
      parts.push(part);
      // Stopped as soon as the rest cannot fit, so a step of megabytes is not cut through.
      if (parts.length > limits.steps && joinedTail(parts, limits).length > limits.step) {
        return tooMany;
      }
    }
  }
  if (parts.length <= limits.steps) return { steps: parts };
  return { steps: [...parts.slice(0, limits.steps - 1), joinedTail(parts, limits)] };
}

/** The last allowed step with every part after it, as paragraphs. */
const joinedTail = (parts: string[], limits: StepLimits) =>
  parts.slice(limits.steps - 1).join('\n\n');
