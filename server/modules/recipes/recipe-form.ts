import { z } from 'zod';
import { ErrorCode } from '../../../contracts/errors.js';
import { NUTRIENTS, ORGANISE_FIELDS } from '../../../contracts/organise.js';
import {
  DIFFICULTIES,
  LANGUAGE_NOT_OFFERED,
  type RECIPE_FORM_FIELDS,
  recipeInputSchema,
} from '../../../contracts/recipes.js';
import { HttpError } from '../../http-errors.js';
import { isSupportedLanguage, supportedLanguages } from '../../i18n/languages.js';
import { validationError } from '../../validation.js';
import type { RecipeWrite } from './recipes.queries.js';

/** A JSON-encoded field; anything else is handed to the schema as is to be refused there. */
function json(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** `'true'`/`'false'` as a boolean; anything else to the schema as is, to be refused there. */
function flag(value: string | undefined): unknown {
  return value === 'true' ? true : value === 'false' ? false : value;
}

/**
 * The multipart text fields of `POST/PUT /api/recipes` turned into checked recipe values: empty
 * text is null, `servings` and `rating` digits, lists and nutrition JSON-encoded, `isPublic` and
 * `favorite` 'true'/'false'. Organising fields the form does not send are undefined (an update
 * keeps them). Throws a 400 HttpError with the schema's messages.
 */
export function recipeValuesFromForm(fields: Record<string, string>): RecipeWrite {
  const text = (name: string) => (fields[name]?.trim() ? fields[name] : null);
  const servings = text('servings');
  const rating = text('rating');
  const parsed = recipeInputSchema.safeParse({
    title: fields.title ?? '',
    description: text('description'),
    prepTime: text('prepTime'),
    cookTime: text('cookTime'),
    servings: servings === null ? null : Number(servings),
    difficulty: text('difficulty'),
    ingredients: json(fields.ingredients),
    instructions: json(fields.instructions),
    isPublic: fields.isPublic === 'true',
    tags: fields.tags?.trim() ? json(fields.tags) : [],
    sourceUrl: text('sourceUrl'),
    totalTime: text('totalTime'),
    nutrition: fields.nutrition?.trim() ? json(fields.nutrition) : null,
    favorite: flag(fields.favorite),
    rating: rating === null ? null : Number(rating),
    notes: text('notes'),
    language: fields.language === undefined ? undefined : text('language'),
  });
  if (!parsed.success) throw validationError(parsed.error);
  const { language } = parsed.data;
  if (typeof language === 'string' && !isSupportedLanguage(language)) {
    throw new HttpError(400, LANGUAGE_NOT_OFFERED, ErrorCode.VALIDATION, [
      { path: 'body.language', message: LANGUAGE_NOT_OFFERED },
    ]);
  }
  const values: RecipeWrite = { ...parsed.data };
  for (const name of ORGANISE_FIELDS) if (fields[name] === undefined) delete values[name];
  return values;
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
  tags: z.string().optional().describe('A JSON array of tags, each 1–50 characters, at most 50'),
  sourceUrl: z.string().optional().describe('An http(s) address the recipe came from'),
  totalTime: z.string().optional().describe('Free text, e.g. "1 hour 15 minutes"'),
  nutrition: z
    .string()
    .optional()
    .describe(`A JSON object of texts per serving: ${NUTRIENTS.join(', ')}`),
  favorite: z.enum(['true', 'false']).optional().describe('Yours alone'),
  rating: z.string().optional().describe('1 to 5, yours alone; empty for none'),
  notes: z.string().optional().describe('Private notes, at most 10 000 characters'),
  language: z
    .string()
    .optional()
    .describe(
      `The language it is written in: ${supportedLanguages.join(', ')}; empty for not known. ` +
        'Not sent: guessed from the text on create, kept on update',
    ),
} satisfies Record<(typeof RECIPE_FORM_FIELDS)[number], z.ZodType>);
