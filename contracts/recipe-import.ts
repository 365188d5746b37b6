import { z } from 'zod';
import { nutritionSchema } from './organise.js';

// Import from a URL (decision 028): a recipe page's address in, a draft of the create form out,
// not saved.

/** POST: `{"url"}` → `{"recipe": ImportedRecipe}`. */
export const RECIPE_IMPORT_URL = '/api/recipes/import';

/** The longest address taken; real recipe pages stay far below. */
export const RECIPE_IMPORT_URL_MAX = 2048;

/**
 * The request. Any well-formed URL passes the schema; which ones may be fetched (http or https,
 * to a public address) the server decides, answering 400 "That address is not allowed".
 */
export const recipeImportRequestSchema = z.object({
  url: z
    .string({ error: 'Enter the address of a recipe page' })
    .trim()
    .min(1, 'Enter the address of a recipe page')
    .max(RECIPE_IMPORT_URL_MAX, 'That address is too long')
    .pipe(z.url({ error: 'That is not a web address' })),
});
export type RecipeImportRequest = z.input<typeof recipeImportRequestSchema>;

/**
 * The draft, in the create form's terms and within its limits (RECIPE_LIMITS), so that it can be
 * saved as it is once the cook has a title, an ingredient and a step. `imageUrl` is null or a
 * photo already stored through the photo pipeline (`/uploads/recipes/…webp`, like a recipe's
 * `image`); the form shows it and sends its bytes as the `image` file when saving. The stored
 * draft photo itself is deleted a day after the import.
 */
export const importedRecipeSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  prepTime: z.string().nullable(),
  cookTime: z.string().nullable(),
  servings: z.number().int().nullable(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  imageUrl: z.string().nullable(),
  /** The page's categories, cuisines and keywords, as the create form's tags take them. */
  tags: z.array(z.string()),
  /** The page's own address (after redirects): where the recipe came from. */
  sourceUrl: z.string().nullable(),
  totalTime: z.string().nullable(),
  nutrition: nutritionSchema.nullable(),
  /**
   * The language the page declares (`<html lang>`, the Recipe's `inLanguage`), else the one its
   * text reads as; null when neither is one Simmer speaks.
   */
  language: z.string().nullable(),
  /** A recipe of the cook's that came from the same address: saving makes a second copy. */
  duplicateOf: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type ImportedRecipe = z.infer<typeof importedRecipeSchema>;

export const recipeImportResponseSchema = z.object({ recipe: importedRecipeSchema });
export type RecipeImportResponse = z.infer<typeof recipeImportResponseSchema>;

/** The refusals' messages, for the client to recognise and the tests to check. */
export const RECIPE_IMPORT_ERRORS = {
  notAllowed: 'That address is not allowed',
  noRecipe: 'No recipe found on that page',
  unreachable: 'That site could not be reached',
} as const;
