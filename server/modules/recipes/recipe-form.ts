import { z } from 'zod';
import {
  DIFFICULTIES,
  type RECIPE_FORM_FIELDS,
  type RecipeValues,
  recipeInputSchema,
} from '../../../contracts/recipes.js';
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
 * The multipart text fields of `POST/PUT /api/recipes` turned into checked recipe values: empty
 * text is null, `servings` digits, lists JSON-encoded, `isPublic` 'true'/'false'. Throws a 400
 * HttpError with the schema's messages.
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

/**
 * The same fields as they travel, for the API reference: every value is text. Checked against
 * the contract's list of names by the compiler; the rules are recipeInputSchema's.
 */
export const recipeFormFields = z.object({
  title: z.string().describe('Required, at most 200 characters'),
  description: z.string().optional(),
  prepTime: z.string().optional().describe('Free text, e.g. "15 minutes"'),
  cookTime: z.string().optional().describe('Free text, e.g. "1 hour"'),
  servings: z.string().optional().describe('A whole number, at least 1'),
  difficulty: z.enum(DIFFICULTIES).optional(),
  ingredients: z.string().describe('A JSON array of strings: at least one not blank'),
  instructions: z.string().describe('A JSON array of strings: at least one not blank'),
  isPublic: z.enum(['true', 'false']).optional().describe('Shown on the public profile'),
  removeImage: z.enum(['true']).optional().describe('On update: drop the current photo'),
} satisfies Record<(typeof RECIPE_FORM_FIELDS)[number], z.ZodType>);
