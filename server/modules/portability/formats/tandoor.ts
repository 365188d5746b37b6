import { isWebAddress, type Nutrient } from '../../../../contracts/organise.js';
import { valueLines } from '../../recipe-import/html-text.js';
import { formatMinutes } from '../../recipe-import/iso-duration.js';
import { servingsOf } from '../../recipe-import/schema-org.js';
import { oneLine } from '../../recipe-import/schema-text.js';
import { type ForeignRecipe, withExtras } from './shared/foreign-recipe.js';
import { asObject, type JsonObject, jsonText } from './shared/json-values.js';
import { namesOf, nutritionText } from './shared/schema-org-recipe.js';

const asList = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.map(asObject) : []);
const nameOf = (value: unknown) => oneLine(jsonText(asObject(value).name));

/** 0.5 → "0.5", 2 → "2", 0.3333333 → "0.33". */
const amountText = (amount: unknown) => {
  const value = Number(amount);
  return Number.isFinite(value) && value > 0 ? String(Math.round(value * 100) / 100) : '';
};

/** A Tandoor ingredient as one line: "200 g flour, sifted"; a header as its text. */
function ingredientLine(ingredient: JsonObject): string {
  const note = oneLine(jsonText(ingredient.note));
  if (ingredient.is_header) return note || nameOf(ingredient.food);
  const quantity = ingredient.no_amount ? '' : amountText(ingredient.amount);
  const words = [quantity, nameOf(ingredient.unit), nameOf(ingredient.food)].filter(Boolean);
  const line = words.join(' ');
  return note
    ? line
      ? `${line}, ${note}`
      : note
    : line || oneLine(jsonText(ingredient.original_text));
}

/** Minutes as the form's time text; nothing for none. */
const minutes = (value: unknown) => {
  const count = Number(value);
  return Number.isFinite(count) && count > 0 ? formatMinutes(Math.round(count)) : null;
};

/** Tandoor's nutrition (numbers per serving) by Simmer's nutrients, with the unit it means. */
const TANDOOR_NUTRIENTS: Record<string, [Nutrient, string]> = {
  calories: ['calories', 'kcal'],
  fats: ['fat', 'g'],
  carbohydrates: ['carbohydrates', 'g'],
  proteins: ['protein', 'g'],
};

/**
 * Tandoor's nutrition as Simmer's nutrients (a 0 is Tandoor's "not given"), and the rest of it
 * (its `source`) as text to keep in the description.
 */
export function tandoorNutrition(value: unknown): {
  nutrition: Partial<Record<Nutrient, string>> | null;
  rest: string;
} {
  const nutrition: Partial<Record<Nutrient, string>> = {};
  const rest: JsonObject = {};
  for (const [key, amount] of Object.entries(asObject(value))) {
    const known = TANDOOR_NUTRIENTS[key];
    if (!known) {
      if (key !== 'id') rest[key] = amount;
      continue;
    }
    const text = amountText(amount);
    if (text) nutrition[known[0]] = /^[\d.]+$/.test(text) ? `${text} ${known[1]}` : text;
  }
  return {
    nutrition: Object.keys(nutrition).length ? nutrition : null,
    rest: nutritionText(rest),
  };
}

/**
 * One recipe of a Tandoor export (the recipe.json of its zip, parsed) as Simmer's: each step's
 * ingredients in order (a named step's name as a heading before them when several steps have
 * ingredients), each step's name as its own line; keywords as tags, the web source and nutrition
 * in their fields. The photo is a file beside it, which the reader
 * attaches.
 */
export function tandoorRecipe(json: unknown, fallbackTitle: string): ForeignRecipe {
  const recipe = asObject(json);
  const steps = asList(recipe.steps);
  const withIngredients = steps.filter((step) => asList(step.ingredients).length > 0);
  const ingredients: string[] = [];
  const instructions: string[] = [];
  for (const step of steps) {
    const name = oneLine(jsonText(step.name));
    const stepIngredients = asList(step.ingredients);
    if (name && withIngredients.length > 1 && stepIngredients.length > 0) ingredients.push(name);
    ingredients.push(...stepIngredients.map(ingredientLine).filter(Boolean));
    if (name) instructions.push(name);
    // Markdown: each paragraph a step, its wrapped lines joined.
    for (const paragraph of jsonText(step.instruction).split(/\r?\n\s*\r?\n/)) {
      const line = valueLines(paragraph).join(' ');
      if (line) instructions.push(line);
    }
  }
  const servingsText = oneLine(jsonText(recipe.servings_text));
  const source = oneLine(jsonText(recipe.source_url));
  const webSource = isWebAddress(source) ? source : null;
  const nutrition = tandoorNutrition(recipe.nutrition);
  return {
    title: oneLine(jsonText(recipe.name)) || fallbackTitle,
    description: withExtras(valueLines(jsonText(recipe.description)).join('\n'), {
      Servings:
        servingsText && !/^\d+$/.test(servingsText)
          ? `${jsonText(recipe.servings)} ${servingsText}`
          : null,
      Nutrition: nutrition.rest,
      Source: webSource ? null : source,
    }),
    prepTime: minutes(recipe.working_time),
    cookTime: minutes(recipe.waiting_time),
    servings: servingsOf(recipe.servings),
    ingredients,
    instructions,
    photo: null,
    tags: namesOf(recipe.keywords),
    sourceUrl: webSource,
    nutrition: nutrition.nutrition,
  };
}
