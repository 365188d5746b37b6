import { z } from 'zod';
import { ENTITY_ID_MAX } from './ids.js';
import {
  notesSchema,
  nutritionInputSchema,
  nutritionSchema,
  ORGANISE_FIELDS,
  ratingSchema,
  sourceUrlSchema,
  tagKey,
  tagNameSchema,
  tagsSchema,
  totalTimeSchema,
} from './organise.js';
import { RECIPE_PAGE_SIZE } from './recipe-lists.js';
import { storableText } from './text.js';
import { userSummarySchema } from './user.js';
import { withheldSchema } from './withheld.js';

export {
  DASHBOARD_RECIPES,
  NEXT_CURSOR_HEADER,
  RECIPE_PAGE_SIZE,
  TOTAL_COUNT_HEADER,
} from './recipe-lists.js';

/** A recipe's difficulties, and the units an ingredient row offers. */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const UNITS = [
  'cup',
  'tbsp',
  'tsp',
  'lb',
  'oz',
  'g',
  'kg',
  'ml',
  'l',
  'piece',
  'clove',
  'slice',
] as const;

/** Limits of our own: generous for any real recipe, bounded for the database. */
export const RECIPE_LIMITS = {
  title: 200,
  description: 2000,
  time: 50,
  servings: 1000,
  ingredient: 300,
  ingredients: 100,
  instruction: 2000,
  instructions: 100,
} as const;

/** The photo upload: 10 MB, any image the server can read. */
export const RECIPE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** A recipe as the API answers it. */
export const recipeSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  prepTime: z.string().nullable(),
  cookTime: z.string().nullable(),
  servings: z.number().int().nullable(),
  difficulty: z.enum(DIFFICULTIES).nullable(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  isPublic: z.boolean(),
  createdAt: z.string(),
  tags: z.array(z.string()),
  sourceUrl: z.string().nullable(),
  totalTime: z.string().nullable(),
  nutrition: nutritionSchema.nullable(),
  /** The language it is written in, one Simmer speaks; null when not known. */
  language: z.string().nullable(),
  // The owner's alone: absent from anyone else's answer.
  favorite: z.boolean().optional(),
  rating: z.number().int().nullable().optional(),
  notes: z.string().nullable().optional(),
  cookedCount: z.number().int().optional(),
  lastCookedAt: z.string().nullable().optional(),
  withheld: withheldSchema.optional(),
});
export type Recipe = z.infer<typeof recipeSchema>;
export const recipeListSchema = z.array(recipeSchema);

const optionalText = (max: number, label: string) =>
  storableText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/** A language Simmer does not speak, in the words the account's language choice uses. */
export const LANGUAGE_NOT_OFFERED = 'Choose one of the languages offered';

/** A list of text entries of which blank ones are dropped; at least one must remain. */
const requiredList = (entry: 'ingredient' | 'instruction', entryMax: number, listMax: number) => {
  const required = `At least one ${entry} is required`;
  return z
    .array(storableText(`An ${entry}`).trim().max(entryMax, `An ${entry} is too long`), {
      error: required,
    })
    .transform((list) => list.filter(Boolean))
    .pipe(z.array(z.string()).min(1, required).max(listMax, `At most ${listMax} ${entry}s`));
};

/**
 * The recipe form's rules, shared by the web form and the server: the title and at least one
 * ingredient and one instruction are required; everything else is optional and nullable. Blank
 * list entries are dropped first.
 */
export const recipeInputSchema = z.object({
  title: storableText('Title', { error: 'Recipe title is required' })
    .trim()
    .min(1, 'Recipe title is required')
    .max(RECIPE_LIMITS.title, `Title must be at most ${RECIPE_LIMITS.title} characters`),
  description: optionalText(RECIPE_LIMITS.description, 'Description'),
  prepTime: optionalText(RECIPE_LIMITS.time, 'Prep time'),
  cookTime: optionalText(RECIPE_LIMITS.time, 'Cook time'),
  servings: z
    .number({ error: 'Servings must be a number' })
    .int('Servings must be a whole number')
    .min(1, 'Servings must be at least 1')
    .max(RECIPE_LIMITS.servings, `Servings must be at most ${RECIPE_LIMITS.servings}`)
    .nullish()
    .transform((value) => value ?? null),
  difficulty: z
    .enum(DIFFICULTIES, { error: 'Difficulty must be easy, medium or hard' })
    .nullish()
    .transform((value) => value ?? null),
  ingredients: requiredList('ingredient', RECIPE_LIMITS.ingredient, RECIPE_LIMITS.ingredients),
  instructions: requiredList('instruction', RECIPE_LIMITS.instruction, RECIPE_LIMITS.instructions),
  isPublic: z.boolean().default(false),
  tags: tagsSchema.default([]),
  sourceUrl: sourceUrlSchema,
  totalTime: totalTimeSchema,
  nutrition: nutritionInputSchema,
  // One of the languages Simmer speaks (which ones, the server knows: one per catalogue), or null
  // for not known. Not sent, a new recipe's is guessed from its text and an update keeps it.
  language: z
    .string({ error: LANGUAGE_NOT_OFFERED })
    .regex(/^[a-z]{2,3}$/, LANGUAGE_NOT_OFFERED)
    .nullable()
    .optional(),
  // The owner's own; left as they are when an update does not send them.
  favorite: z.boolean({ error: 'favorite must be true or false' }).optional(),
  rating: ratingSchema.optional(),
  notes: notesSchema.optional(),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;
export type RecipeValues = z.output<typeof recipeInputSchema>;

/**
 * Multipart fields of `POST/PUT /api/recipes`: text values, with `ingredients` and `instructions`
 * as JSON-encoded arrays, `servings` as digits, `isPublic` as 'true'/'false'. An empty value means
 * null. `removeImage=true` on update drops the current photo.
 */
export const RECIPE_FORM_FIELDS = [
  'title',
  'description',
  'prepTime',
  'cookTime',
  'servings',
  'difficulty',
  'ingredients',
  'instructions',
  'isPublic',
  'removeImage',
  'language',
  ...ORGANISE_FIELDS,
] as const;

/**
 * My Recipes' sorts, each served by an index in its order (decision 016); `rating` highest first,
 * `lastCooked` most recently cooked first and never-cooked last.
 */
export const RECIPE_SORTS = [
  'newest',
  'oldest',
  'title',
  'cookTime',
  'rating',
  'lastCooked',
] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];

/** Whose recipes `GET /api/recipes` lists: the caller's, or their household's (decision 045). */
export const RECIPE_SCOPES = ['mine', 'household'] as const;

/**
 * `GET /api/recipes` and `GET /api/users/{id}/recipes`: one page of cards. `cursor` is the
 * `X-Next-Cursor` header of the previous page (opaque); the header is absent on the last page.
 * `X-Total-Count` says how many recipes the whole list holds ("1000+" for a broad search).
 */
export const recipeListQuerySchema = z.object({
  search: storableText('Search')
    .trim()
    .max(200, 'Search is too long')
    .optional()
    .transform((value) => value || undefined),
  sort: z
    .enum(RECIPE_SORTS, {
      error: 'sort must be newest, oldest, title, cookTime, rating or lastCooked',
    })
    .default('newest'),
  // Recipes with every one of these tags (matched without regard to case): `?tag=a&tag=b`.
  tag: z
    .union([tagNameSchema, z.array(tagNameSchema)])
    .optional()
    .transform((tags) =>
      tags === undefined ? undefined : [...new Set([tags].flat().map(tagKey))].sort(),
    )
    .pipe(z.array(z.string()).max(10, 'At most 10 tags at once').optional()),
  favorite: z
    .enum(['true', 'false'], { error: 'favorite must be true or false' })
    .optional()
    .transform((value) => value === 'true' || undefined),
  minRating: z.coerce
    .number({ error: 'minRating must be a whole number from 1 to 5' })
    .int('minRating must be a whole number from 1 to 5')
    .min(1, 'minRating must be a whole number from 1 to 5')
    .max(5, 'minRating must be a whole number from 1 to 5')
    .optional(),
  // The recipes of one of the caller's cookbooks.
  cookbook: z.coerce
    .number({ error: 'cookbook must be a cookbook id' })
    .int('cookbook must be a cookbook id')
    .min(1, 'cookbook must be a cookbook id')
    .max(ENTITY_ID_MAX, 'cookbook must be a cookbook id')
    .optional(),
  // Recipes never cooked, or last cooked before this day.
  notCookedSince: z.iso
    .date({ error: 'notCookedSince must be a date (YYYY-MM-DD)' })
    // Year 0 matches the pattern but is no day the database knows.
    .refine((day) => day >= '0001-01-01', 'notCookedSince must be a date (YYYY-MM-DD)')
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(RECIPE_PAGE_SIZE),
  cursor: z.string().max(600, 'Invalid cursor').optional(),
  // Whose recipes: the caller's own, or every member's of the caller's household.
  scope: z.enum(RECIPE_SCOPES, { error: 'scope must be mine or household' }).default('mine'),
});
export type RecipeListQuery = z.output<typeof recipeListQuerySchema>;

/**
 * A profile's public recipes: never by another cook's own favourite, rating, cookbooks or cooking
 * log.
 */
export const PUBLIC_RECIPE_SORTS = ['newest', 'oldest', 'title', 'cookTime'] as const;
export const publicRecipeListQuerySchema = recipeListQuerySchema
  .omit({ favorite: true, minRating: true, cookbook: true, notCookedSince: true, scope: true })
  .extend({
    sort: z
      .enum(PUBLIC_RECIPE_SORTS, { error: 'sort must be newest, oldest, title or cookTime' })
      .default('newest'),
  });

/** What a recipe card shows: a recipe without its lists and details; favourite and rating the owner's. */
export const recipeCardSchema = recipeSchema.pick({
  id: true,
  userId: true,
  title: true,
  description: true,
  image: true,
  prepTime: true,
  cookTime: true,
  servings: true,
  difficulty: true,
  isPublic: true,
  createdAt: true,
  tags: true,
  favorite: true,
  rating: true,
  withheld: true,
});
export type RecipeCard = z.infer<typeof recipeCardSchema>;
export const recipeCardListSchema = z.array(recipeCardSchema);

/** `GET /api/recipes?scope=household`: the household's recipes, each card with its cook. */
export const recipeCardWithCookSchema = recipeCardSchema.extend({
  user: userSummarySchema.optional(),
});
export type RecipeCardWithCook = z.infer<typeof recipeCardWithCookSchema>;
