import { isWebAddress, ORGANISE_LIMITS } from '../../../../contracts/organise.js';
import { valueLines } from '../../recipe-import/html-text.js';
import { readableDuration } from '../../recipe-import/iso-duration.js';
import { servingsOf } from '../../recipe-import/schema-org.js';
import { oneLine } from '../../recipe-import/schema-text.js';
import { yieldExtra } from './shared/fields.js';
import { type ForeignRecipe, withExtras } from './shared/foreign-recipe.js';
import { namesOf } from './shared/schema-org-recipe.js';

/** The fields of a Paprika recipe's JSON that are read; any may be missing or of another type. */
export interface PaprikaRecipeJson {
  name?: unknown;
  description?: unknown;
  ingredients?: unknown;
  directions?: unknown;
  notes?: unknown;
  nutritional_info?: unknown;
  servings?: unknown;
  prep_time?: unknown;
  cook_time?: unknown;
  total_time?: unknown;
  difficulty?: unknown;
  source?: unknown;
  source_url?: unknown;
  categories?: unknown;
  rating?: unknown;
  on_favorites?: unknown;
  photo_data?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A Paprika text field as lines: entities decoded, blank lines dropped. */
const lines = (value: unknown) => valueLines(text(value));
const time = (value: unknown) => readableDuration(oneLine(text(value)));

/**
 * Paprika's nutrition is free text: the calories when it says only those, one short value
 * ("180", "Calories: 180", "180 kcal"); null when it says more, which stays in the description.
 */
export function paprikaCalories(info: string): string | null {
  const [line, ...more] = valueLines(info);
  if (!line || more.length) return null;
  const value = line.replace(/^(calories|kcal|energy)\s*:\s*/i, '').trim();
  const single = /^[~≈]?\d+(?:[.,]\d+)?\s*(?:k?cal(?:ories)?|kj)?$/i.test(value);
  return single && value.length <= ORGANISE_LIMITS.nutrient ? value : null;
}

/**
 * One Paprika recipe (a .paprikarecipe's JSON, parsed) as Simmer's: categories as tags, its
 * rating, favourite, notes, total time, source address and calories in their fields (decision
 * 031); every field without a home in Simmer kept in the description. `photo` is its photo when already taken out of the JSON
 * (paprika-photo.ts); else `photo_data`.
 */
export function paprikaRecipe(
  recipe: PaprikaRecipeJson,
  fallbackTitle: string,
  photo?: Buffer | null,
): ForeignRecipe {
  const servingsText = oneLine(text(recipe.servings));
  const base64 = text(recipe.photo_data).trim();
  const photoBytes = photo !== undefined ? photo : base64 ? Buffer.from(base64, 'base64') : null;
  const rating = typeof recipe.rating === 'number' && recipe.rating > 0 ? recipe.rating : null;
  const sourceUrl = oneLine(text(recipe.source_url));
  const webSource = isWebAddress(sourceUrl) ? sourceUrl : null;
  const nutrition = lines(recipe.nutritional_info).join('\n');
  const calories = paprikaCalories(nutrition);
  return {
    title: oneLine(text(recipe.name)) || fallbackTitle,
    description: withExtras(lines(recipe.description).join('\n'), {
      Servings: yieldExtra(servingsText),
      Difficulty: oneLine(text(recipe.difficulty)),
      Nutrition: calories ? null : nutrition,
      Source: oneLine(text(recipe.source)),
      'Source URL': webSource ? null : sourceUrl,
    }),
    tags: namesOf(recipe.categories),
    rating,
    favorite: recipe.on_favorites === true || recipe.on_favorites === 1,
    notes: lines(recipe.notes).join('\n') || null,
    totalTime: time(recipe.total_time),
    sourceUrl: webSource,
    nutrition: calories ? { calories } : null,
    prepTime: time(recipe.prep_time),
    cookTime: time(recipe.cook_time),
    servings: servingsOf(servingsText),
    ingredients: lines(recipe.ingredients),
    instructions: lines(recipe.directions),
    photo: photoBytes?.length ? async () => photoBytes : null,
  };
}
