import { z } from 'zod';
import { entityId } from './ids.js';
import { daysBetween, isPlanDate, MEAL_SLOTS, type MealPlanEntry } from './meal-plan-entries.js';
import { hasControlCharacter, storableText } from './text.js';

/**
 * The household's meal plan (decision 045): entries on a day and in a slot, each a recipe of a
 * member or a free text ("Leftovers"), with servings.
 */
export {
  addDays,
  daysBetween,
  isPlanDate,
  MEAL_SLOTS,
  type MealPlanEntry,
  type MealSlot,
} from './meal-plan-entries.js';

export const MEAL_PLAN_LIMITS = {
  title: 200,
  note: 500,
  servings: 100,
  /** Days one `GET /api/mealplan` may span. */
  rangeDays: 92,
  /** Entries one day may hold (all slots together). */
  perDay: 50,
} as const;

const DATE_MESSAGE = 'Date must be a real day as YYYY-MM-DD';

export const planDateSchema = z
  .string({ error: DATE_MESSAGE })
  .refine((text) => isPlanDate(text), DATE_MESSAGE);

/** `?from=&to=`: at most 92 days, `to` not before `from`. */
export const mealPlanRangeSchema = z
  .object({ from: planDateSchema, to: planDateSchema })
  .refine(({ from, to }) => to >= from, { message: 'to must not be before from', path: ['to'] })
  .refine(({ from, to }) => daysBetween(from, to) <= MEAL_PLAN_LIMITS.rangeDays, {
    message: `A range spans at most ${MEAL_PLAN_LIMITS.rangeDays} days`,
    path: ['to'],
  });

const slotSchema = z.enum(MEAL_SLOTS, {
  error: `Slot must be one of ${MEAL_SLOTS.join(', ')}`,
});

const titleSchema = storableText('Title', { error: 'Title must be text' })
  .trim()
  .min(1, 'Title is required')
  .max(MEAL_PLAN_LIMITS.title, `Title must be at most ${MEAL_PLAN_LIMITS.title} characters`)
  .refine((title) => !hasControlCharacter(title), 'Title must be one line of text');

const servingsSchema = z
  .number({ error: 'Servings must be a whole number' })
  .int('Servings must be a whole number')
  .min(1, 'Servings must be at least 1')
  .max(MEAL_PLAN_LIMITS.servings, `Servings must be at most ${MEAL_PLAN_LIMITS.servings}`);

const noteSchema = storableText('Note', { error: 'Note must be text' })
  .trim()
  .max(MEAL_PLAN_LIMITS.note, `Note must be at most ${MEAL_PLAN_LIMITS.note} characters`)
  .nullish()
  .transform((text) => text || null);

/** `POST /api/mealplan`: a recipe (its title and servings by default) or a free-text title. */
export const mealPlanInputSchema = z
  .strictObject(
    {
      date: planDateSchema,
      slot: slotSchema,
      recipeId: entityId('recipeId').optional(),
      title: titleSchema.optional(),
      servings: servingsSchema.nullish(),
      note: noteSchema.optional(),
    },
    { error: 'Send an object with a date, a slot and a recipeId or a title' },
  )
  .refine((entry) => entry.recipeId !== undefined || entry.title !== undefined, {
    message: 'Choose a recipe or write a title',
    path: ['title'],
  });
export type MealPlanInput = z.input<typeof mealPlanInputSchema>;

/** `PATCH /api/mealplan/{id}`: move it (date, slot) or change servings, title or note. */
export const mealPlanPatchSchema = z.strictObject(
  {
    date: planDateSchema.optional(),
    slot: slotSchema.optional(),
    title: titleSchema.optional(),
    servings: servingsSchema.nullish(),
    note: noteSchema.optional(),
  },
  { error: 'Send an object with the fields to change' },
);
export type MealPlanPatch = z.input<typeof mealPlanPatchSchema>;

/** `POST /api/mealplan/copy`: the seven days from `from` copied onto the seven from `to`. */
export const mealPlanCopySchema = z.strictObject(
  { from: planDateSchema, to: planDateSchema },
  { error: 'Send an object with from and to' },
);

/** One entry as the API answers it; the browser reads it with readMealPlanEntries. */
export const mealPlanEntrySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  slot: z.enum(MEAL_SLOTS),
  recipeId: z.number().int().nullable(),
  title: z.string(),
  servings: z.number().int().nullable(),
  note: z.string().nullable(),
  /** The recipe's photo, for the plan's cards; null for free text or a recipe without one. */
  imageUrl: z.string().nullable(),
}) satisfies z.ZodType<MealPlanEntry>;
export const mealPlanSchema = z.array(mealPlanEntrySchema);

/** `POST /api/mealplan/calendar` → the new secret address of the plan's calendar feed. */
export const calendarFeedSchema = z.object({ url: z.string() });
