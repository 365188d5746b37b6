import { isWebAddress } from '../../../../contracts/organise.js';
import { valueLines } from '../../recipe-import/html-text.js';
import { readableDuration } from '../../recipe-import/iso-duration.js';
import { servingsOf } from '../../recipe-import/schema-org.js';
import { oneLine } from '../../recipe-import/schema-text.js';
import { yieldExtra } from './shared/fields.js';
import { type Extras, type ForeignRecipe, withExtras } from './shared/foreign-recipe.js';
import { asObject, type JsonObject, jsonText } from './shared/json-values.js';
import { namesOf, nutritionOf } from './shared/schema-org-recipe.js';

// Mealie has named its fields two ways: camelCase in its API and its first backups (v0.1–v0.4),
// snake_case in the files it wrote from v0.5 on, v1's data export included (its models dumped
// without their camelCase aliases). Every field is looked for under both names.

const line = (value: unknown) => oneLine(jsonText(value));
const paragraph = (value: unknown) => valueLines(jsonText(value)).join(' ');

/** A field under its camelCase name, else its snake_case one. */
const field = (object: JsonObject, camel: string, snake: string) => object[camel] ?? object[snake];

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A number Mealie wrote (`0.333333`) as a cook reads it (`0.333`). */
const amount = (value: unknown) =>
  typeof value === 'number' && value > 0 ? String(Math.round(value * 1000) / 1000) : '';

/**
 * A Mealie ingredient's line: the `display` Mealie shows; else, when its amount is shown, the
 * quantity, unit, food and note it is made of; else its note, or what was first written.
 */
function ingredientText(ingredient: JsonObject): string {
  const display = line(ingredient.display);
  if (display) return display;
  const note = line(ingredient.note);
  if (field(ingredient, 'disableAmount', 'disable_amount') === false) {
    const parts = [
      amount(ingredient.quantity),
      line(asObject(ingredient.unit).name),
      line(asObject(ingredient.food).name),
      note,
    ];
    const built = parts.filter(Boolean).join(' ');
    if (built) return built;
  }
  return note || line(field(ingredient, 'originalText', 'original_text'));
}

/** Ingredients as lines, a `title` starting a section; the oldest exports hold plain lines. */
function ingredientsOf(recipe: JsonObject): string[] {
  return list(field(recipe, 'recipeIngredient', 'recipe_ingredient')).flatMap((entry) => {
    if (typeof entry === 'string') return valueLines(entry);
    const ingredient = asObject(entry);
    return [line(ingredient.title), ingredientText(ingredient)].filter(Boolean);
  });
}

/** Steps, a `title` starting a section; a step's `summary` (v1 on) leads its text. */
function stepsOf(recipe: JsonObject): string[] {
  return list(field(recipe, 'recipeInstructions', 'recipe_instructions')).flatMap((entry) => {
    const step = typeof entry === 'string' ? { text: entry } : asObject(entry);
    const words = [line(step.summary), paragraph(step.text)].filter(Boolean).join(': ');
    return [line(step.title), words].filter(Boolean);
  });
}

/** The categories as written: names (the first backups) or `{name, slug}`s; v0.1 said `categories`. */
export const mealieCategories = (recipe: JsonObject): unknown =>
  field(recipe, 'recipeCategory', 'recipe_category') ?? recipe.categories;

/** The yield as written; from v2 its number may be a field of its own (`recipe_yield_quantity`). */
function yieldOf(recipe: JsonObject): string {
  const words = line(field(recipe, 'recipeYield', 'recipe_yield'));
  const quantity = amount(field(recipe, 'recipeYieldQuantity', 'recipe_yield_quantity'));
  return quantity && !/^\d/.test(words) ? `${quantity} ${words}`.trim() : words;
}

/** The source address as written (`orgURL`, `org_url`). */
const sourceOf = (recipe: JsonObject) => line(field(recipe, 'orgURL', 'org_url'));

/**
 * What Simmer has no field for, by label, kept in the description (decision 031): the yield,
 * tools, nutrients Simmer does not list, extras, and a source that is not a web address.
 */
export function mealieExtras(recipe: JsonObject): Extras {
  const extras = Object.entries(asObject(recipe.extras))
    .filter(([, value]) => line(value))
    .map(([key, value]) => `${key}: ${line(value)}`);
  const source = sourceOf(recipe);
  return {
    Yield: yieldExtra(yieldOf(recipe)),
    Tools: namesOf(recipe.tools),
    Nutrition: nutritionOf(recipe.nutrition).rest,
    Source: isWebAddress(source) ? null : source,
    Extras: extras,
  };
}

/** The notes, each "Title: text", one paragraph each. */
function notesOf(recipe: JsonObject): string | null {
  const notes = list(recipe.notes)
    .map(asObject)
    .map((note) =>
      [line(note.title), valueLines(jsonText(note.text)).join('\n')].filter(Boolean).join(': '),
    );
  return notes.filter(Boolean).join('\n\n') || null;
}

/**
 * One recipe of a Mealie export (its JSON, parsed) as Simmer's, whichever version wrote it:
 * categories and tags as tags; rating, notes, total time, web source and nutrition in theirs;
 * `title`d ingredients and steps start sections. The photo is a file beside it, which the reader
 * attaches.
 */
export function mealieRecipe(json: unknown, fallbackTitle: string): ForeignRecipe {
  const recipe = asObject(json);
  const servings = Number(field(recipe, 'recipeServings', 'recipe_servings'));
  return {
    title: line(recipe.name) || fallbackTitle,
    description: withExtras(
      valueLines(jsonText(recipe.description)).join('\n'),
      mealieExtras(recipe),
    ),
    prepTime: readableDuration(line(field(recipe, 'prepTime', 'prep_time'))),
    cookTime: readableDuration(
      line(field(recipe, 'performTime', 'perform_time')) ||
        line(field(recipe, 'cookTime', 'cook_time')),
    ),
    servings: servings > 0 ? servingsOf(servings) : servingsOf(yieldOf(recipe)),
    ingredients: ingredientsOf(recipe),
    instructions: stepsOf(recipe),
    photo: null,
    tags: [...namesOf(mealieCategories(recipe)), ...namesOf(recipe.tags)],
    sourceUrl: isWebAddress(sourceOf(recipe)) ? sourceOf(recipe) : null,
    totalTime: readableDuration(line(field(recipe, 'totalTime', 'total_time'))),
    nutrition: nutritionOf(recipe.nutrition).nutrition,
    rating: Number(recipe.rating) || null,
    notes: notesOf(recipe),
  };
}
