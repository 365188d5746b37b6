import {
  NUTRIENTS,
  type Nutrient,
  type Nutrition,
  ORGANISE_LIMITS,
  tagsSchema,
} from '../../../contracts/organise.js';
import { RECIPE_LIMITS } from '../../../contracts/recipes.js';
import { clip } from '../../text.js';
import { isAmountOnly } from './amount-only.js';
import { valueLines } from './html-text.js';
import { fitIngredients } from './ingredient-line.js';
import { durationMinutes, formatMinutes, readableDuration } from './iso-duration.js';
import type { Resolve, Thing } from './json-ld.js';
import { imagesOf, MORE_IMAGES } from './recipe-images.js';
import { fitSteps, stepsOf } from './recipe-steps.js';
import { linesOf, oneLine } from './schema-text.js';

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
  /** The language the page says the recipe is in ("de-DE"), as written; null when it says none. */
  declaredLanguage: string | null;
}

/** `inLanguage`: a language tag ("de-DE"), or a Language whose alternateName is one. */
function languageOf(value: unknown, resolve: Resolve): string | null {
  const item = resolve(Array.isArray(value) ? value[0] : value);
  const tag = typeof item === 'object' && item !== null ? (item as Thing).alternateName : item;
  return typeof tag === 'string' && tag.trim() ? tag.trim() : null;
}

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
  if (lines.length > 1) return withBareAmountsJoined(lines);
  return lines.length === 1 && only !== undefined ? splitAtAmounts(only) : lines;
}

/**
 * A line that is an amount alone ("2\nbay leaf", or "200 g" as an entry of its own before
 * "flour") starts the next line rather than being one: structured data made from a grid of
 * amounts and names splits them so. A list of nothing but amounts stays as it is.
 */
function withBareAmountsJoined(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const last = joined[joined.length - 1];
    if (last !== undefined && isAmountOnly(last) && !isAmountOnly(line) && !/^\d/.test(line)) {
      joined[joined.length - 1] = `${last} ${line}`;
    } else joined.push(line);
  }
  return joined;
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
 * Its ingredient lines under the current name, or the older `ingredients` when those are more: a
 * page marking each line with the old name and all of them joined in one with the new.
 */
function ingredientsOf(recipe: Thing, resolve: Resolve): string[] {
  const current = ingredientLines(recipe.recipeIngredient, resolve);
  const older = ingredientLines(recipe.ingredients, resolve);
  return older.length > current.length ? older : current;
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
    ingredients: fitIngredients(ingredientsOf(recipe, resolve)),
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
    declaredLanguage: languageOf(recipe.inLanguage, resolve),
  };
}
