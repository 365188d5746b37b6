import { z } from 'zod';
import { hasControlCharacter, storableText } from './text.js';

/**
 * Organising a collection (decision 037): tags, a source address, a total time, nutrition per
 * serving, and the owner's own favourite, rating and private notes. The rules shared by the web
 * client and the server.
 */
export const ORGANISE_LIMITS = {
  tag: 50,
  tagsPerRecipe: 50,
  notes: 10_000,
  nutrient: 50,
  sourceUrl: 2000,
  totalTime: 50,
} as const;

/** A recipe's organising fields, as the recipe form sends them; an update keeps those not sent. */
export const ORGANISE_FIELDS = [
  'tags',
  'sourceUrl',
  'totalTime',
  'nutrition',
  'favorite',
  'rating',
  'notes',
] as const;

/** Nutrition per serving, each as text ("252 kcal"), in the order a label shows them. */
export const NUTRIENTS = [
  'calories',
  'fat',
  'saturatedFat',
  'carbohydrates',
  'sugar',
  'fiber',
  'protein',
  'sodium',
  'cholesterol',
] as const;
export type Nutrient = (typeof NUTRIENTS)[number];
export const NUTRIENT_LABELS: Record<Nutrient, string> = {
  calories: 'Calories',
  fat: 'Fat',
  saturatedFat: 'Saturated fat',
  carbohydrates: 'Carbohydrates',
  sugar: 'Sugar',
  fiber: 'Fibre',
  protein: 'Protein',
  sodium: 'Sodium',
  cholesterol: 'Cholesterol',
};

/**
 * What makes two tags the same tag: "Käse", "KÄSE" and "käse" (composed or decomposed) are one.
 * The name keeps the case and accents it was first typed with.
 */
export function tagKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/** Tags in the order they are listed: by key, code point by code point (as the database sorts). */
export function compareTags(a: string, b: string): number {
  const [x, y] = [tagKey(a), tagKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

export const tagNameSchema = storableText('A tag', { error: 'A tag must be text' })
  .trim()
  .min(1, 'A tag must not be blank')
  .max(ORGANISE_LIMITS.tag, `A tag must be at most ${ORGANISE_LIMITS.tag} characters`)
  .refine((name) => !hasControlCharacter(name), 'A tag must be one line of text')
  .transform((name) => name.normalize('NFC'));

/** A recipe's tags: blank ones dropped, one of each (the first spelling kept), in list order. */
export const tagsSchema = z
  .array(z.string({ error: 'A tag must be text' }), { error: 'Tags must be a list' })
  .transform((tags) => tags.map((tag) => tag.trim()).filter(Boolean))
  .pipe(
    z
      .array(tagNameSchema)
      .max(ORGANISE_LIMITS.tagsPerRecipe, `At most ${ORGANISE_LIMITS.tagsPerRecipe} tags`),
  )
  .transform((tags) => {
    const seen = new Set<string>();
    return tags
      .filter((tag) => {
        const key = tagKey(tag);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .sort(compareTags);
  });

const SOURCE_MESSAGE = 'Source must be a web address starting with http:// or https://';

/** Whether the text is an absolute http(s) address, the only kind ever shown as a link. */
export function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'http:' || protocol === 'https:';
}

/** Where the recipe came from: an http(s) address, or nothing. */
export const sourceUrlSchema = storableText('Source')
  .trim()
  .max(ORGANISE_LIMITS.sourceUrl, `Source must be at most ${ORGANISE_LIMITS.sourceUrl} characters`)
  .refine((text) => text === '' || isWebAddress(text), SOURCE_MESSAGE)
  .nullish()
  .transform((text) => text || null);

const nutrientSchema = (nutrient: Nutrient) =>
  storableText(NUTRIENT_LABELS[nutrient])
    .trim()
    .max(
      ORGANISE_LIMITS.nutrient,
      `${NUTRIENT_LABELS[nutrient]} must be at most ${ORGANISE_LIMITS.nutrient} characters`,
    )
    .nullish()
    .transform((text) => text || null);

/** A recipe's nutrition as stored and answered: every nutrient, each text or null. */
export const nutritionSchema = z.object(
  Object.fromEntries(NUTRIENTS.map((n) => [n, z.string().nullable()])) as Record<
    Nutrient,
    z.ZodNullable<z.ZodString>
  >,
);
export type Nutrition = z.infer<typeof nutritionSchema>;

/** Nutrition as sent: any of the nutrients; none filled in is no nutrition at all (null). */
export const nutritionInputSchema = z
  .object(
    Object.fromEntries(NUTRIENTS.map((n) => [n, nutrientSchema(n)])) as Record<
      Nutrient,
      ReturnType<typeof nutrientSchema>
    >,
    { error: 'Nutrition must be an object of texts' },
  )
  .nullish()
  .transform((nutrition): Nutrition | null =>
    nutrition && NUTRIENTS.some((n) => nutrition[n])
      ? (Object.fromEntries(NUTRIENTS.map((n) => [n, nutrition[n] ?? null])) as Nutrition)
      : null,
  );

/** The owner's private notes on a recipe. */
export const notesSchema = storableText('Notes')
  .max(ORGANISE_LIMITS.notes, `Notes must be at most ${ORGANISE_LIMITS.notes} characters`)
  .nullish()
  .transform((text) => (text?.trim() ? text : null));

/** The owner's own rating: 1–5 stars, or none. */
export const ratingSchema = z
  .number({ error: 'Rating must be a whole number from 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(1, 'Rating must be a whole number from 1 to 5')
  .max(5, 'Rating must be a whole number from 1 to 5')
  .nullable();

export const totalTimeSchema = storableText('Total time')
  .trim()
  .max(
    ORGANISE_LIMITS.totalTime,
    `Total time must be at most ${ORGANISE_LIMITS.totalTime} characters`,
  )
  .nullish()
  .transform((text) => text || null);

/** `PATCH /api/recipes/{id}`: any of these, each changing only itself. */
export const recipePatchSchema = z
  .strictObject(
    {
      tags: tagsSchema.optional(),
      favorite: z.boolean({ error: 'favorite must be true or false' }).optional(),
      rating: ratingSchema.optional(),
      // Absent stays absent (unchanged); null or blank clears.
      notes: notesSchema.optional(),
      sourceUrl: sourceUrlSchema.optional(),
    },
    { error: 'Send an object of the fields to change' },
  )
  .refine(
    (patch) => Object.values(patch).some((value) => value !== undefined),
    'Send at least one of tags, favorite, rating, notes or sourceUrl',
  );
export type RecipePatch = z.output<typeof recipePatchSchema>;

/** A tag of the cook's with how many recipes carry it (`GET /api/tags`). */
export const tagCountSchema = z.object({ name: z.string(), count: z.number().int() });
export const tagCountListSchema = z.array(tagCountSchema);
export type TagCount = z.infer<typeof tagCountSchema>;

/** `PUT /api/tags/{name}`: the new name (an existing tag of that name takes the recipes in). */
export const tagRenameSchema = z.strictObject({ name: tagNameSchema });

/** The answer of a change across many recipes: how many changed. */
export const changedSchema = z.object({ changed: z.number().int() });

/** The cooking log (decision 037): a day a recipe was cooked, with an optional note. */
export const COOKED_NOTE_MAX = 500;

/** Today in UTC as YYYY-MM-DD: the day an entry logged without one is for. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const COOKED_DATE_MESSAGE = 'Date must be a real day as YYYY-MM-DD, no later than tomorrow';

/**
 * Whether the text is a calendar day (YYYY-MM-DD, from 1900) no later than the day after today
 * in UTC: a cook ahead of UTC may log their own today.
 */
export function isCookedDate(text: string, now = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    parsed.getUTCFullYear() !== year ||
    parsed.getUTCMonth() !== month - 1 ||
    parsed.getUTCDate() !== day
  ) {
    return false;
  }
  const tomorrow = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
  );
  return parsed <= tomorrow;
}

export const cookedDateSchema = z
  .string({ error: COOKED_DATE_MESSAGE })
  .refine((text) => isCookedDate(text), COOKED_DATE_MESSAGE);

export const cookedNoteSchema = storableText('Note', { error: 'Note must be text' })
  .trim()
  .max(COOKED_NOTE_MAX, `Note must be at most ${COOKED_NOTE_MAX} characters`)
  .nullish()
  .transform((text) => text || null);

/** `POST /api/recipes/{id}/cooked`: the day (today in UTC if none) and a note. */
export const cookedInputSchema = z.strictObject(
  { date: cookedDateSchema.optional(), note: cookedNoteSchema.optional() },
  { error: 'Send an object with an optional date and note' },
);
export type CookedInput = z.input<typeof cookedInputSchema>;

/** One entry of a recipe's cooking log. */
export const cookedEntrySchema = z.object({
  id: z.number().int(),
  date: z.string().describe('The day cooked, YYYY-MM-DD'),
  note: z.string().nullable(),
});
export const cookedEntryListSchema = z.array(cookedEntrySchema);
export type CookedEntry = z.infer<typeof cookedEntrySchema>;
