// What the signed-in home reads of the meal plan, without zod: its day's entries are fetched in
// the browser (only the browser knows the cook's today), and checking them with a zod schema would
// bring the whole of zod (25 KB gzipped) to every signed-in cook's first visit (decision 018).
// The server answers with a zod schema of the same fields (contracts/meal-plan.ts), held to this
// type by the compiler and to this check by contracts/meal-plan-entries.test.ts.

export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

/** One entry of the plan as the API answers it. */
export interface MealPlanEntry {
  id: number;
  date: string;
  slot: MealSlot;
  recipeId: number | null;
  title: string;
  servings: number | null;
  note: string | null;
  /** The recipe's photo, for the plan's cards; null for free text or a recipe without one. */
  imageUrl: string | null;
}

/** Whether the text is a calendar day as YYYY-MM-DD between 1900 and 2999. */
export function isPlanDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2999 &&
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day
  );
}

/** The day `days` after a YYYY-MM-DD day (before it when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

const isInteger = (value: unknown) => Number.isSafeInteger(value);
const isText = (value: unknown) => typeof value === 'string';
const orNull = (check: (value: unknown) => boolean) => (value: unknown) =>
  value === null || check(value);

/** What each field of an entry must hold. */
const ENTRY_FIELDS: Record<keyof MealPlanEntry, (value: unknown) => boolean> = {
  id: isInteger,
  date: isText,
  slot: (value) => (MEAL_SLOTS as readonly unknown[]).includes(value),
  recipeId: orNull(isInteger),
  title: isText,
  servings: orNull(isInteger),
  note: orNull(isText),
  imageUrl: orNull(isText),
};

/**
 * `GET /api/mealplan?from=&to=` read in the browser: the entries, or an error naming the first
 * field that is not as the API promises (an answer from something other than this server).
 */
export function readMealPlanEntries(body: unknown): MealPlanEntry[] {
  if (!Array.isArray(body)) throw new TypeError('The meal plan is not a list');
  return body.map((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null) {
      throw new TypeError(`Meal plan entry ${index} is not an object`);
    }
    const fields = entry as Record<string, unknown>;
    const picked: Record<string, unknown> = {};
    for (const [name, check] of Object.entries(ENTRY_FIELDS)) {
      if (!check(fields[name])) throw new TypeError(`Meal plan entry ${index}: invalid ${name}`);
      picked[name] = fields[name];
    }
    return picked as unknown as MealPlanEntry;
  });
}
