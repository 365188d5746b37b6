import { RECIPE_LIMITS } from '../../../contracts/recipes.js';
import { clip } from '../../text.js';
import { valueLines } from './html-text.js';
import { hasType, type Resolve, type Thing } from './json-ld.js';
import { oneLine } from './schema-text.js';

// `recipeInstructions` as the create form's steps, in every shape sites write them.

/** Steps as the create form takes them. */
export const fitSteps = (steps: readonly string[]) =>
  steps
    .flatMap(withinStepLimit)
    .slice(0, RECIPE_LIMITS.instructions)
    .map((step) => clip(step, RECIPE_LIMITS.instruction));

/** A line that starts the recipe's notes: "Note: …", "NOTE | …", "Tip - …". */
const NOTE = /^(?:notes?|tips?|hinweis|remarque|nota|anmerkung)\s*[:|–-]/i;

/**
 * The shown steps before the first that starts the notes (a first step is a step whatever it
 * says). Structured steps keep theirs: a site that put notes there meant them as steps.
 */
export function beforeNotes(steps: readonly string[]): readonly string[] {
  const at = steps.findIndex((step, i) => i > 0 && NOTE.test(step.trim()));
  return at < 0 ? steps : steps.slice(0, at);
}

/**
 * A step longer than the form takes, as several that fit, split where its sentences end: its
 * words are kept, not cut off (only a single sentence longer than a step is still clipped).
 */
function withinStepLimit(step: string): string[] {
  if (step.length <= RECIPE_LIMITS.instruction) return [step];
  const parts: string[] = [];
  let part = '';
  for (const sentence of step.split(/(?<=[.!?])\s+/u)) {
    const joined = part ? `${part} ${sentence}` : sentence;
    if (joined.length <= RECIPE_LIMITS.instruction || !part) part = joined;
    else {
      parts.push(part);
      part = sentence;
    }
  }
  return part ? [...parts, part] : parts;
}

/** "1. Preheat", "Step 2: Mix", "3) Bake": the app numbers steps itself. */
const STEP_NUMBER =
  /^(?:(?:step|stap|passo|paso|étape|etape|schritt|krok|steg|trin)\s*)?\d{1,3}\s*[.):|-]\s*(?=\S)/i;
/** A sentence ends at . ! or ? followed by a space and a capital, digit or opening quote. */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9"“(])/;

/** A step's number or label on a line of its own: "2", "Step 3:", "STAP 1", "Passo 4". */
const STEP_LABEL =
  /^(?:step|stap|passo|paso|étape|etape|schritt|krok|steg|trin)?\s*\d{1,3}\s*[.:)]?$/i;

/**
 * Steps, one per line, their numbering dropped; so are bare labels and lines without a word (a
 * page's broken markup leaves "[{" where its steps were).
 */
export const stepLines = (lines: readonly string[]): string[] =>
  lines
    .filter((line) => !STEP_LABEL.test(line.trim()))
    .map((line) => line.trim().replace(STEP_NUMBER, '').trim())
    .filter((line) => /\p{L}/u.test(line));

/**
 * A text numbered "1. … 2. … 3. …" on one line, split at its numbers (each after the end of the
 * step before it: "…with butter.2. To make…"); null when it is not numbered so.
 */
function numberedSteps(text: string): string[] | null {
  if (!/^\s*1[.)]\s*\S/.test(text)) return null;
  const steps: string[] = [];
  let rest = text;
  for (let n = 2; n <= 100; n += 1) {
    const next = new RegExp(`(?<=[.!?)"”])\\s*${n}[.)]\\s*(?=\\S)`).exec(rest);
    if (!next) break;
    steps.push(rest.slice(0, next.index));
    rest = rest.slice(next.index);
  }
  steps.push(rest);
  return steps.length > 1 ? steps : null;
}

/**
 * Steps from one text: its lines; one line numbered "1. … 2. …" split at its numbers, and one
 * line of several sentences split into its sentences (a whole method written as one paragraph
 * reads badly as a single step).
 */
export function stepsFromText(text: string): string[] {
  const lines = valueLines(text);
  if (lines.length !== 1) return stepLines(lines);
  const line = lines[0] as string;
  return stepLines(numberedSteps(line) ?? line.split(SENTENCE_END));
}

/**
 * `recipeInstructions` as steps, in order: a string, or a list holding just one (microdata's
 * one block of method), split into lines or sentences; a list of strings, each its lines; HowToSteps
 * (their `text`, else `name`); HowToSections and ItemLists (their `itemListElement`, flattened).
 * Empty steps are dropped.
 */
export function stepsOf(value: unknown, resolve: Resolve = (v) => v, depth = 0): string[] {
  if (depth > 8) return [];
  const resolved = resolve(value);
  if (typeof resolved === 'string')
    return depth === 0 ? stepsFromText(resolved) : stepLines(valueLines(resolved));
  if (Array.isArray(resolved)) {
    const [only] = resolved;
    if (resolved.length === 1 && typeof only === 'string') return stepsFromText(only);
    return resolved.flatMap((entry) => stepsOf(entry, resolve, depth + 1));
  }
  if (typeof resolved !== 'object' || resolved === null) return [];
  const thing = resolved as Thing;
  const name = oneLine(thing.name, resolve);
  const isList = hasType(thing['@type'], 'HowToSection') || hasType(thing['@type'], 'ItemList');
  if (thing.itemListElement !== undefined && (isList || !oneLine(thing.text, resolve))) {
    const [first, ...rest] = stepsOf(thing.itemListElement, resolve, depth + 1);
    // A section's name ("For the sauce") leads its first step, as it leads it on the page.
    return first === undefined ? [] : [withHeading(name, first), ...rest];
  }
  const text = oneLine(thing.text, resolve);
  // A step without `text` has its words in its name, its description or (microdata) its element.
  if (!text) {
    const words = name || oneLine(thing.description, resolve) || oneLine(thing['@text'], resolve);
    return words ? [words.replace(STEP_NUMBER, '')] : [];
  }
  // One HowToStep holding a whole numbered method ("1. Preheat….2. Mix…") is its steps.
  const [first, ...rest] = stepLines(numberedSteps(text) ?? [text]);
  return first === undefined ? [] : [withHeading(name, first), ...rest];
}

const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * A step led by its heading ("Whisk the dry ingredients: In a bowl, …"), when the heading says
 * something of its own: not empty, not "Step 2", not the step's own words or their start (many
 * plugins name a step by its first words, cut short, or numbered), and the step has no heading
 * of its own already ("Roast: Heat the oven…").
 */
function withHeading(heading: string, step: string): string {
  const name = heading.replace(STEP_NUMBER, '').replace(/(?:\.\.\.|…)$/, '');
  const key = comparable(name);
  // A label with a number ("Step 2", "gazpacho step 1") numbers the step; it says nothing.
  const numbering = /\d/.test(name) && name.split(/\s+/).length <= 4;
  const ownHeading = /^[^.!?:]{1,60}:\s/.test(step);
  const own = comparable(step);
  // The name is the step's start, or the step is the name's (a name holding the whole text).
  const same = own.startsWith(key) || key.startsWith(own);
  if (!key || numbering || ownHeading || same) return step;
  return /[.!?:]$/.test(name) ? `${name} ${step}` : `${name}: ${step}`;
}
