import { valueLines } from '../../recipe-import/html-text.js';
import { readableDuration } from '../../recipe-import/iso-duration.js';
import { oneLine, servingsOf } from '../../recipe-import/schema-org.js';
import { yieldExtra } from './shared/fields.js';
import { type ForeignRecipe, withExtras } from './shared/foreign-recipe.js';
import { asObject, type JsonObject, jsonText } from './shared/json-values.js';
import { namesOf, nutritionText } from './shared/schema-org-recipe.js';

const line = (value: unknown) => oneLine(jsonText(value));

/** A Mealie ingredient's line: its display text, else its note, else what was first written. */
function ingredientText(ingredient: JsonObject): string {
  return line(ingredient.display) || line(ingredient.note) || line(ingredient.originalText);
}

/**
 * One recipe of a Mealie export (its `<slug>.json`, parsed) as Simmer's; `title`d ingredients and
 * steps start sections. The photo is a file beside it, which the reader attaches.
 */
export function mealieRecipe(json: unknown, fallbackTitle: string): ForeignRecipe {
  const recipe = asObject(json);
  const ingredients: string[] = [];
  for (const entry of Array.isArray(recipe.recipeIngredient) ? recipe.recipeIngredient : []) {
    if (typeof entry === 'string') {
      ingredients.push(...valueLines(entry));
      continue;
    }
    const ingredient = asObject(entry);
    const heading = line(ingredient.title);
    if (heading) ingredients.push(heading);
    const words = ingredientText(ingredient);
    if (words) ingredients.push(words);
  }
  const instructions: string[] = [];
  for (const entry of Array.isArray(recipe.recipeInstructions) ? recipe.recipeInstructions : []) {
    const step = typeof entry === 'string' ? { text: entry } : asObject(entry);
    const heading = line(step.title);
    if (heading) instructions.push(heading);
    const words = valueLines(jsonText(step.text)).join(' ');
    if (words) instructions.push(words);
  }
  const notes = (Array.isArray(recipe.notes) ? recipe.notes : [])
    .map(asObject)
    .map((note) =>
      [line(note.title), valueLines(jsonText(note.text)).join('\n')].filter(Boolean).join(': '),
    )
    .filter(Boolean);
  const yieldText = line(recipe.recipeYield);
  const rating = Number(recipe.rating);
  const totalTime = readableDuration(line(recipe.totalTime));
  return {
    title: line(recipe.name) || fallbackTitle,
    description: withExtras(valueLines(jsonText(recipe.description)).join('\n'), {
      Notes: notes.join('\n'),
      'Total time': totalTime,
      Yield: yieldExtra(yieldText),
      Categories: namesOf(recipe.recipeCategory),
      Tags: namesOf(recipe.tags),
      Tools: namesOf(recipe.tools),
      Nutrition: nutritionText(recipe.nutrition),
      Rating: Number.isFinite(rating) && rating > 0 ? `${rating}/5` : null,
      Source: line(recipe.orgURL),
    }),
    prepTime: readableDuration(line(recipe.prepTime)),
    cookTime: readableDuration(line(recipe.performTime) || line(recipe.cookTime)),
    servings: servingsOf(recipe.recipeServings || recipe.recipeYield),
    ingredients,
    instructions,
    photo: null,
  };
}
