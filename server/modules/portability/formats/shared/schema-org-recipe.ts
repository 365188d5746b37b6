import { isWebAddress, type Nutrient } from '../../../../../contracts/organise.js';
import { valueLines } from '../../../recipe-import/html-text.js';
import { readableDuration } from '../../../recipe-import/iso-duration.js';
import { hasType, type Resolve, type Thing } from '../../../recipe-import/json-ld.js';
import { stepsOf } from '../../../recipe-import/recipe-steps.js';
import { cookTimeOf, ingredientLines, servingsOf } from '../../../recipe-import/schema-org.js';
import { linesOf, oneLine } from '../../../recipe-import/schema-text.js';
import { yieldExtra } from './fields.js';
import { type ForeignRecipe, withExtras } from './foreign-recipe.js';
import { isJsonObject } from './json-values.js';

const same: Resolve = (value) => value;

/** `saturatedFatContent`, or Mealie's `saturated_fat_content` → "saturated fat". */
const nutrientName = (key: string) =>
  key
    .replace(/_?Content$/i, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/**
 * A nutrition object (schema.org's NutritionInformation, Mealie's, Tandoor's) as one line:
 * "calories 320 kcal, fat 12 g"; plain text as it is; empty when there is nothing.
 */
export function nutritionText(value: unknown): string {
  if (typeof value === 'string') return valueLines(value).join(', ');
  if (!isJsonObject(value)) return '';
  return Object.entries(value)
    .filter(([key, amount]) => !key.startsWith('@') && amount !== null && amount !== '')
    .filter(([, amount]) => typeof amount === 'string' || typeof amount === 'number')
    .map(([key, amount]) => `${nutrientName(key)} ${String(amount).trim()}`)
    .join(', ');
}

/** Simmer's nutrient for a nutrient's name as `nutrientName` gives it. */
const NUTRIENT_OF: Record<string, Nutrient> = {
  calories: 'calories',
  fat: 'fat',
  'saturated fat': 'saturatedFat',
  carbohydrate: 'carbohydrates',
  carbohydrates: 'carbohydrates',
  sugar: 'sugar',
  fiber: 'fiber',
  fibre: 'fiber',
  protein: 'protein',
  sodium: 'sodium',
  cholesterol: 'cholesterol',
};

/**
 * A nutrition object (schema.org's NutritionInformation in camelCase, Mealie's snake_case) as
 * Simmer's nutrients (null for none), and the rest of it (`transFatContent`, `servingSize`…)
 * as `nutritionText` gives it, to keep in the description; plain text is all rest.
 */
export function nutritionOf(value: unknown): {
  nutrition: Partial<Record<Nutrient, string>> | null;
  rest: string;
} {
  if (!isJsonObject(value)) return { nutrition: null, rest: nutritionText(value) };
  const nutrition: Partial<Record<Nutrient, string>> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, amount] of Object.entries(value)) {
    const nutrient = NUTRIENT_OF[nutrientName(key)];
    const text =
      typeof amount === 'string' || typeof amount === 'number' ? oneLine(String(amount)) : '';
    if (nutrient && text && !nutrition[nutrient]) nutrition[nutrient] = text;
    else if (!nutrient) rest[key] = amount;
  }
  return {
    nutrition: Object.keys(nutrition).length ? nutrition : null,
    rest: nutritionText(rest),
  };
}

/** Names of a list of strings or of things with a `name` (tags, categories, tools). */
export function namesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list
    .map((item) =>
      typeof item === 'string'
        ? item
        : typeof item === 'object' && item !== null
          ? String((item as { name?: unknown }).name ?? '')
          : '',
    )
    .map((name) => oneLine(name))
    .filter(Boolean);
}

/**
 * `recipeInstructions` as steps, HowToSections flattened in order, each section's name as its
 * own line before its steps.
 */
function sectionedSteps(value: unknown, resolve: Resolve): string[] {
  const resolved = resolve(value);
  if (!Array.isArray(resolved) || (resolved.length === 1 && typeof resolved[0] === 'string')) {
    return stepsOf(resolved, resolve);
  }
  return resolved.flatMap((entry) => {
    const thing = resolve(entry);
    if (isJsonObject(thing) && hasType(thing['@type'], 'HowToSection')) {
      const name = oneLine(thing.name, resolve);
      return [...(name ? [name] : []), ...stepsOf(thing.itemListElement, resolve, 1)];
    }
    return stepsOf(entry, resolve, 1);
  });
}

/**
 * A schema.org Recipe node (a JSON-LD file, Nextcloud Cookbook's recipe.json) as a recipe to
 * import: its categories, cuisines and keywords as tags; total time, web address (`url`) and
 * nutrition in their fields; every field with no home in Simmer written at the description's end.
 */
export function foreignFromSchemaOrg(
  recipe: Thing,
  photo: ForeignRecipe['photo'],
  resolve: Resolve = same,
): ForeignRecipe {
  const author = resolve(recipe.author);
  const url = oneLine(recipe.url, resolve);
  const webUrl = isWebAddress(url) ? url : null;
  const nutrition = nutritionOf(resolve(recipe.nutrition));
  return {
    title: oneLine(recipe.name ?? recipe.headline, resolve),
    description: withExtras(linesOf(recipe.description, resolve).join('\n'), {
      Yield: yieldExtra(linesOf(recipe.recipeYield ?? recipe.yield).join(' ')),
      Source: webUrl ? null : url,
      Author: Array.isArray(author)
        ? namesOf(author)
        : namesOf(typeof author === 'object' && author !== null ? [author] : author),
      Tools: namesOf(recipe.tool),
      Nutrition: nutrition.rest,
    }),
    prepTime: readableDuration(oneLine(recipe.prepTime, resolve)),
    cookTime: cookTimeOf(recipe, resolve),
    servings: servingsOf(recipe.recipeYield ?? recipe.yield, resolve),
    ingredients: ingredientLines(recipe.recipeIngredient ?? recipe.ingredients, resolve),
    instructions: sectionedSteps(recipe.recipeInstructions, resolve),
    photo,
    tags: [
      ...namesOf(resolve(recipe.recipeCategory)),
      ...namesOf(resolve(recipe.recipeCuisine)),
      ...namesOf(resolve(recipe.keywords)),
    ],
    sourceUrl: webUrl,
    totalTime: readableDuration(oneLine(recipe.totalTime, resolve)),
    nutrition: nutrition.nutrition,
  };
}
