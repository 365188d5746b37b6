import { z } from 'zod';
import { entityId } from './ids.js';
import { hasControlCharacter, storableText } from './text.js';

/**
 * Cookbooks (decision 039): a cook's named collections of their own recipes, in an order the cook
 * sets; a recipe may sit in many. A public cookbook is readable by anyone and shows only its
 * public recipes. The rules shared by the web client and the server.
 */
export const COOKBOOK_LIMITS = {
  name: 100,
  description: 1000,
  /** Cookbooks per cook. */
  perCook: 500,
  /** Recipes per cookbook (and so per `PUT .../recipes`). */
  recipes: 5000,
} as const;

export const cookbookNameSchema = storableText('Name', { error: 'Name must be text' })
  .trim()
  .min(1, 'Name is required')
  .max(COOKBOOK_LIMITS.name, `Name must be at most ${COOKBOOK_LIMITS.name} characters`)
  .refine((name) => !hasControlCharacter(name), 'Name must be one line of text');

export const cookbookDescriptionSchema = storableText('Description', {
  error: 'Description must be text',
})
  .trim()
  .max(
    COOKBOOK_LIMITS.description,
    `Description must be at most ${COOKBOOK_LIMITS.description} characters`,
  )
  .nullish()
  .transform((text) => text || null);

/** `POST /api/cookbooks` and `PUT /api/cookbooks/{id}` (PUT keeps what it is not sent). */
export const cookbookInputSchema = z.strictObject(
  {
    name: cookbookNameSchema,
    description: cookbookDescriptionSchema.optional(),
    isPublic: z.boolean({ error: 'isPublic must be true or false' }).optional(),
  },
  { error: 'Send an object with a name' },
);
export type CookbookInput = z.input<typeof cookbookInputSchema>;

/**
 * A cookbook as its owner and, when public, anyone sees it. `recipeCount` counts what the reader
 * may see (public recipes only for anyone but the owner). `cover` is the photo of the first
 * member (in the cookbook's order) that has one, or null.
 */
export const cookbookSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  recipeCount: z.number().int(),
  cover: z.string().nullable(),
});
export type Cookbook = z.infer<typeof cookbookSchema>;
export const cookbookListSchema = z.array(cookbookSchema);

/** `POST /api/cookbooks/{id}/recipes`: append one of the caller's recipes. */
export const cookbookAddRecipeSchema = z.strictObject(
  { recipeId: entityId('recipeId') },
  { error: 'Send an object with a recipeId' },
);

/** `PUT /api/cookbooks/{id}/recipes`: the members, in order (duplicates refused). */
export const cookbookSetRecipesSchema = z.strictObject(
  {
    recipeIds: z
      .array(entityId('recipeIds'), { error: 'recipeIds must be a list of recipe ids' })
      .max(COOKBOOK_LIMITS.recipes, `A cookbook holds at most ${COOKBOOK_LIMITS.recipes} recipes`)
      .refine((ids) => new Set(ids).size === ids.length, 'recipeIds must not repeat a recipe'),
  },
  { error: 'Send an object with recipeIds' },
);
