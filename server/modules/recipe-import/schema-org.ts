import {
  NUTRIENTS,
  type Nutrient,
  type Nutrition,
  ORGANISE_LIMITS,
  tagsSchema,
} from '../../../contracts/organise.js';
import { RECIPE_LIMITS } from '../../../contracts/recipes.js';
import { clip } from '../../text.js';
import { valueLines } from './html-text.js';
import { fitIngredients } from './ingredient-line.js';
import { durationMinutes, formatMinutes, readableDuration } from './iso-duration.js';
import { hasType, type Resolve, type Thing } from './json-ld.js';

/** What a page's schema.org Recipe gives the create form; `image` is still the site's. */
export interface RecipeDraft {
  title: string;
  description: string | null;
  prepTime: string | null;
  cookTime: string | null;
  servings: number | null;
  ingredients: string[];
  instructions: string[];
  /** The photo's absolute http(s) address on the site, to be fetched. */
  image: string | null;
  /** Other addresses of the recipe's photo, best first, tried when `image` cannot be had. */
  moreImages: string[];
  tags: string[];
  totalTime: string | null;
  nutrition: Nutrition | null;
}

/** The lines of the first value that has any: a string, a number, or the first of a list. */
export function linesOf(value: unknown, resolve: Resolve = (v) => v): string[] {
  const resolved = resolve(value);
  if (typeof resolved === 'string') return valueLines(resolved);
  if (typeof resolved === 'number') return [String(resolved)];
  if (Array.isArray(resolved)) {
    for (const entry of resolved) {
      const lines = linesOf(entry, resolve);
      if (lines.length) return lines;
    }
  }
  return [];
}

export const oneLine = (value: unknown, resolve: Resolve = (v) => v) =>
  linesOf(value, resolve).join(' ');

function optionalText(value: unknown, resolve: Resolve, max: number): string | null {
  const text = linesOf(value, resolve).join('\n');
  return text ? clip(text, max) : null;
}

/**
 * `recipeYield` as a whole number of servings: 4, "4", "4 servings", "Serves 4-6" (the first
 * number), ["4", "4 servings"], a QuantitativeValue; null when none is found or it is not a
 * number of servings the form takes.
 */
export function servingsOf(value: unknown, resolve: Resolve = (v) => v): number | null {
  const resolved = resolve(value);
  let found: number | null = null;
  if (typeof resolved === 'number') found = Math.round(resolved);
  else if (typeof resolved === 'string') {
    const digits = /\d+/.exec(valueLines(resolved).join(' '));
    found = digits ? Number(digits[0]) : null;
  } else if (Array.isArray(resolved)) {
    for (const entry of resolved) {
      const servings = servingsOf(entry, resolve);
      if (servings !== null) return servings;
    }
  } else if (typeof resolved === 'object' && resolved !== null) {
    return servingsOf((resolved as Thing).value, resolve);
  }
  return found !== null && found >= 1 && found <= RECIPE_LIMITS.servings ? found : null;
}

/** Ingredients: a list of strings (or one string), each of its lines a line, none left out. */
export function ingredientLines(value: unknown, resolve: Resolve = (v) => v): string[] {
  const resolved = resolve(value);
  const entries = Array.isArray(resolved) ? resolved : [resolved];
  const lines = entries
    .flatMap((entry) => {
      const item = resolve(entry);
      // A list's string holds one line, or several joined by line breaks.
      if (typeof item === 'string') return valueLines(item);
      if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
        const thing = item as Thing;
        return [oneLine(thing.text ?? thing.name, resolve)];
      }
      return [];
    })
    .filter(Boolean);
  const [only] = lines;
  return lines.length === 1 && only !== undefined ? splitAtAmounts(only) : lines;
}

/** ", " before an amount: where a list written as one sentence starts its next ingredient. */
const BEFORE_AMOUNT = /,\s+(?=[\d¼½¾⅓⅔⅛])/u;

/**
 * One line that is a whole list joined by commas ("125 ml milk, 1 tsp vinegar, 60 ml oil"), as
 * its lines; a line with fewer than three amounts after commas stays whole ("2 eggs, beaten").
 */
function splitAtAmounts(line: string): string[] {
  const parts = line.split(BEFORE_AMOUNT);
  return parts.length >= 4 ? parts : [line];
}

/** Steps as the create form takes them. */
export const fitSteps = (steps: readonly string[]) =>
  steps
    .flatMap(withinStepLimit)
    .slice(0, RECIPE_LIMITS.instructions)
    .map((step) => clip(step, RECIPE_LIMITS.instruction));

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

/** Steps, one per line, their numbering dropped (blank ones and bare labels too). */
export const stepLines = (lines: readonly string[]): string[] =>
  lines
    .filter((line) => !STEP_LABEL.test(line.trim()))
    .map((line) => line.trim().replace(STEP_NUMBER, '').trim())
    .filter(Boolean);

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

/** How many other addresses of a recipe's photo are tried when the best cannot be had. */
export const MORE_IMAGES = 2;

/** An image's address and, when the page says or its address does ("-1200x800.jpg"), its size. */
interface ImageCandidate {
  url: string;
  area: number | null;
}

function webAddress(value: string, pageUrl: URL): string | null {
  const address = value.trim();
  if (!address) return null;
  try {
    const url = new URL(address, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const sizeInName = (url: string) => {
  const size = /[-_](\d{2,5})x(\d{2,5})(?=\.\w+(?:$|\?))/.exec(url);
  return size ? Number(size[1]) * Number(size[2]) : null;
};

/** The images `value` names: a string, a list, ImageObjects (`url`, `contentUrl`, size). */
function imageCandidates(
  value: unknown,
  resolve: Resolve,
  pageUrl: URL,
  depth = 0,
): ImageCandidate[] {
  if (depth > 4) return [];
  const resolved = resolve(value);
  if (typeof resolved === 'string') {
    const url = webAddress(resolved, pageUrl);
    return url ? [{ url, area: sizeInName(url) }] : [];
  }
  if (Array.isArray(resolved)) {
    return resolved
      .slice(0, 50)
      .flatMap((entry) => imageCandidates(entry, resolve, pageUrl, depth + 1));
  }
  if (typeof resolved === 'object' && resolved !== null) {
    const thing = resolved as Thing;
    const [width, height] = [Number(oneLine(thing.width)), Number(oneLine(thing.height))];
    const area = width > 0 && height > 0 ? width * height : null;
    return imageCandidates(thing.url ?? thing.contentUrl, resolve, pageUrl, depth + 1).map(
      (candidate) => ({ url: candidate.url, area: area ?? candidate.area }),
    );
  }
  return [];
}

/**
 * The recipe's photos, best first: the ones whose size is known, largest first, then the rest in
 * the page's order. Sites list one photo in several crops and sizes; the largest looks best once
 * re-encoded, and the others are there if it cannot be had.
 */
export function imagesOf(value: unknown, resolve: Resolve, pageUrl: URL): string[] {
  const candidates = imageCandidates(value, resolve, pageUrl);
  const sized = candidates
    .filter((candidate) => candidate.area !== null)
    .sort((a, b) => (b.area ?? 0) - (a.area ?? 0));
  const unsized = candidates.filter((candidate) => candidate.area === null);
  return [...new Set([...sized, ...unsized].map((candidate) => candidate.url))];
}

/** The recipe's best photo (imagesOf's first), or null. */
export const imageOf = (value: unknown, resolve: Resolve, pageUrl: URL): string | null =>
  imagesOf(value, resolve, pageUrl)[0] ?? null;

/**
 * Cook time: `cookTime`; without it, what `totalTime` leaves after `prepTime` (both durations),
 * or `totalTime` itself when there is no prep time.
 */
export function cookTimeOf(recipe: Thing, resolve: Resolve = (v) => v): string | null {
  const cook = readableDuration(oneLine(recipe.cookTime, resolve));
  if (cook) return cook;
  const total = oneLine(recipe.totalTime, resolve);
  const prep = oneLine(recipe.prepTime, resolve);
  if (!total) return null;
  if (!prep) return readableDuration(total);
  const [totalMinutes, prepMinutes] = [durationMinutes(total), durationMinutes(prep)];
  if (totalMinutes !== null && prepMinutes !== null && totalMinutes > prepMinutes) {
    return formatMinutes(totalMinutes - prepMinutes);
  }
  return null;
}

const clipped = (text: string | null, max: number) => (text ? clip(text, max) : null);
const time = (text: string | null) => clipped(text, RECIPE_LIMITS.time);

/**
 * Tags from `recipeCategory`, `recipeCuisine` and `keywords` (a list, or one text separated by
 * commas), cleaned as the form's tags are; what the rules refuse (too long) is left out.
 */
export function tagsOf(recipe: Thing, resolve: Resolve = (v) => v): string[] {
  const names = [recipe.recipeCategory, recipe.recipeCuisine, recipe.keywords].flatMap((value) => {
    const resolved = resolve(value);
    const entries = Array.isArray(resolved) ? resolved : [resolved];
    return entries.flatMap((entry) => oneLine(entry, resolve).split(','));
  });
  const fitting = names
    .map((name) => name.trim())
    .filter((name) => name && name.length <= ORGANISE_LIMITS.tag);
  const parsed = tagsSchema.safeParse(fitting.slice(0, ORGANISE_LIMITS.tagsPerRecipe));
  return parsed.success ? parsed.data : [];
}

/** schema.org's NutritionInformation properties, by the nutrient each holds. */
const NUTRITION_PROPERTIES: Record<Nutrient, string> = {
  calories: 'calories',
  fat: 'fatContent',
  saturatedFat: 'saturatedFatContent',
  carbohydrates: 'carbohydrateContent',
  sugar: 'sugarContent',
  fiber: 'fiberContent',
  protein: 'proteinContent',
  sodium: 'sodiumContent',
  cholesterol: 'cholesterolContent',
};

/** Nutrition per serving as texts ("252 kcal"), or null when the page gives none. */
export function nutritionOf(value: unknown, resolve: Resolve = (v) => v): Nutrition | null {
  const resolved = resolve(value);
  if (typeof resolved !== 'object' || resolved === null || Array.isArray(resolved)) return null;
  const thing = resolved as Thing;
  const nutrition = Object.fromEntries(
    NUTRIENTS.map((nutrient) => {
      const text = oneLine(thing[NUTRITION_PROPERTIES[nutrient]], resolve).trim();
      return [nutrient, text ? clip(text, ORGANISE_LIMITS.nutrient) : null];
    }),
  ) as Nutrition;
  return NUTRIENTS.some((nutrient) => nutrition[nutrient]) ? nutrition : null;
}

/**
 * A schema.org Recipe node as a draft. Its title, image, ingredients or steps may be empty: the
 * page's reader fills in what the page shows elsewhere (recipe-from-page.ts).
 */
export function toDraft(recipe: Thing, resolve: Resolve, pageUrl: URL): RecipeDraft {
  const title = oneLine(recipe.name ?? recipe.headline, resolve);
  const images = imagesOf(recipe.image, resolve, pageUrl);
  return {
    title: clip(title, RECIPE_LIMITS.title),
    description: optionalText(recipe.description, resolve, RECIPE_LIMITS.description),
    prepTime: time(readableDuration(oneLine(recipe.prepTime, resolve))),
    cookTime: time(cookTimeOf(recipe, resolve)),
    servings: servingsOf(recipe.recipeYield ?? recipe.yield, resolve),
    ingredients: fitIngredients(
      ingredientLines(recipe.recipeIngredient ?? recipe.ingredients, resolve),
    ),
    instructions: fitSteps(
      stepsOf(recipe.recipeInstructions ?? recipe.instructions ?? recipe.step, resolve),
    ),
    image: images[0] ?? null,
    moreImages: images.slice(1, MORE_IMAGES + 1),
    tags: tagsOf(recipe, resolve),
    totalTime: clipped(
      readableDuration(oneLine(recipe.totalTime, resolve)),
      ORGANISE_LIMITS.totalTime,
    ),
    nutrition: nutritionOf(recipe.nutrition, resolve),
  };
}
