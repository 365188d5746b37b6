import { type RecipeValues, recipeInputSchema } from '../../../contracts/recipes.js';
import { validationError } from '../../validation.js';

/** A JSON-encoded array field; anything else is handed to the schema as is to be refused there. */
function jsonArray(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * The multipart text fields of SPEC §7 turned into checked recipe values: empty text is null,
 * `servings` digits, lists JSON-encoded, `isPublic` 'true'/'false'. Throws a 400 HttpError with
 * the schema's messages (SPEC §5).
 */
export function recipeValuesFromForm(fields: Record<string, string>): RecipeValues {
  const text = (name: string) => (fields[name]?.trim() ? fields[name] : null);
  const servings = text('servings');
  const parsed = recipeInputSchema.safeParse({
    title: fields.title ?? '',
    description: text('description'),
    prepTime: text('prepTime'),
    cookTime: text('cookTime'),
    servings: servings === null ? null : Number(servings),
    difficulty: text('difficulty'),
    ingredients: jsonArray(fields.ingredients),
    instructions: jsonArray(fields.instructions),
    isPublic: fields.isPublic === 'true',
  });
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
