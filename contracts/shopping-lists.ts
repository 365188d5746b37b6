import { z } from 'zod';
import { entityId, entityIdText } from './ids.js';
import { planDateSchema } from './meal-plan.js';
import { hasControlCharacter, storableText } from './text.js';

/**
 * The household's shopping lists (decision 045). A line is parsed into quantity, unit and item;
 * lines for the same item whose units convert are one line. Lines carry the texts they were
 * written as and the recipes they came from.
 */
export const SHOPPING_LIMITS = {
  name: 100,
  lists: 20,
  lines: 2000,
  text: 300,
} as const;

/** The aisles a shop is walked by, in the order a household starts with. */
export const AISLES = [
  'produce',
  'meat and fish',
  'dairy and eggs',
  'bakery',
  'pantry',
  'spices',
  'frozen',
  'drinks',
  'household',
  'other',
] as const;
export type Aisle = (typeof AISLES)[number];

export const shoppingListNameSchema = storableText('Name', { error: 'Name must be text' })
  .trim()
  .min(1, 'Name is required')
  .max(SHOPPING_LIMITS.name, `Name must be at most ${SHOPPING_LIMITS.name} characters`)
  .refine((name) => !hasControlCharacter(name), 'Name must be one line of text');

/** `POST /api/shopping-lists` and `PUT /api/shopping-lists/{id}`. */
export const shoppingListInputSchema = z.strictObject(
  { name: shoppingListNameSchema },
  { error: 'Send an object with a name' },
);

export const shoppingLineTextSchema = storableText('Text', { error: 'Text must be text' })
  .trim()
  .min(1, 'Text is required')
  .max(SHOPPING_LIMITS.text, `Text must be at most ${SHOPPING_LIMITS.text} characters`)
  .refine((text) => !hasControlCharacter(text), 'Text must be one line of text');

const aisleSchema = z.enum(AISLES, { error: `Aisle must be one of ${AISLES.join(', ')}` });

const clientIdSchema = z.uuid({ error: 'clientId must be a UUID' });

/**
 * `POST /api/shopping-lists/{id}/items`: a typed line (with the device's id for it, so sending it
 * again changes nothing), a recipe's ingredients (scaled to servings), or the plan's recipes of a
 * range of days.
 */
export const shoppingAddSchema = z.union(
  [
    z.strictObject({ text: shoppingLineTextSchema, clientId: clientIdSchema.optional() }),
    z.strictObject({
      recipeId: entityId('recipeId'),
      servings: z
        .number({ error: 'Servings must be a whole number' })
        .int('Servings must be a whole number')
        .min(1, 'Servings must be at least 1')
        .max(100, 'Servings must be at most 100')
        .optional(),
    }),
    z
      .strictObject({ from: planDateSchema, to: planDateSchema })
      .refine(({ from, to }) => to >= from, {
        message: 'to must not be before from',
        path: ['to'],
      }),
  ],
  { error: 'Send {text}, {recipeId, servings?} or {from, to}' },
);
export type ShoppingAdd = z.input<typeof shoppingAddSchema>;

/**
 * `PATCH /api/shopping-lists/{id}/items/{itemId}`: tick or untick, rewrite, move to an aisle
 * (the household learns it for the item). `editedAt` is when the change was made on the device:
 * a field changes only when its edit is later than the one it holds, so edits sent late from a
 * phone that was offline do not undo newer ones.
 */
export const shoppingPatchSchema = z.strictObject(
  {
    checked: z.boolean({ error: 'checked must be true or false' }).optional(),
    text: shoppingLineTextSchema.optional(),
    aisle: aisleSchema.optional(),
    editedAt: z.iso
      .datetime({ error: 'editedAt must be an ISO 8601 time', offset: true })
      .optional(),
  },
  { error: 'Send an object with the fields to change' },
);
export type ShoppingPatch = z.input<typeof shoppingPatchSchema>;

/** `PUT /api/household/aisles`: every aisle once, in the order of the household's shop. */
export const aisleOrderSchema = z.strictObject(
  {
    aisles: z
      .array(aisleSchema, { error: 'aisles must be a list of aisles' })
      .refine(
        (aisles) => aisles.length === AISLES.length && new Set(aisles).size === AISLES.length,
        `aisles must name each of the ${AISLES.length} aisles once`,
      ),
  },
  { error: 'Send an object with aisles' },
);

export const shoppingItemSchema = z.object({
  /** The server's id; a line made offline is also reachable by the `clientId` it was sent with. */
  id: z.number().int(),
  /** The line as it reads now: the summed quantity in the unit that reads best, and the item. */
  text: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  item: z.string(),
  aisle: z.enum(AISLES),
  checked: z.boolean(),
  recipeIds: z.array(z.number().int()),
  /** The recipes' titles, in the order of recipeIds ("for: Risotto, Stew"). */
  recipeTitles: z.array(z.string()),
  /** The texts the line was added as, oldest first. */
  written: z.array(z.string()),
  updatedAt: z.string(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

export const shoppingListSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  itemCount: z.number().int(),
  uncheckedCount: z.number().int(),
});
export type ShoppingListSummary = z.infer<typeof shoppingListSummarySchema>;

/** A whole list: `aisles` in the household's order, items by aisle in that order, then by item. */
export const shoppingListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  aisles: z.array(z.enum(AISLES)),
  items: z.array(shoppingItemSchema),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

/** `{itemId}` of a line: the server's id or the device's clientId it was added with. */
export const shoppingItemParams = z.object({
  id: entityIdText('Shopping list id'),
  itemId: z.union([z.uuid(), entityIdText('Item id')], {
    error: 'itemId must be a line id or the clientId it was added with',
  }),
});
