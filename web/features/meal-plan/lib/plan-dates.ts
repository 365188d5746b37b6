import { addDays, isPlanDate, MEAL_SLOTS, type MealSlot } from '@contracts/meal-plan';
import type { useT } from '@/lib/i18n/texts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The day it is in the cook's own time zone, as YYYY-MM-DD: their "today", not the server's. */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// A plan day is a calendar date with no time zone: it is drawn as midnight UTC, and every
// formatter below reads it in UTC, so no zone can move it to the day before.
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** The Monday of the week that holds `day`: the plan's weeks run Monday to Sunday. */
export function mondayOf(day: string): string {
  const weekday = utc(day).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The seven days from `monday`. */
export const weekDays = (monday: string) =>
  Array.from({ length: 7 }, (_, index) => addDays(monday, index));

/**
 * The week the screen shows: the Monday of `?week=` when it names a real day (any day of the week
 * will do), else the week of `today`; null while today is not known yet.
 */
export function shownWeek(param: string | null, today: string | null): string | null {
  if (param && isPlanDate(param)) return mondayOf(param);
  return today ? mondayOf(today) : null;
}

/** Each formatter once per language: building one is costly and the week draws many dates. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(
  locale: string,
  kind: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

// Each takes the page's language (`useLingui().i18n.locale`): "Monday" in English, "Montag" in
// German.
/** "Monday". */
export const dayName = (day: string, locale: string) =>
  formatIn(locale, 'day', { weekday: 'long' }).format(utc(day));
/** "Mar 3". */
export const shortDate = (day: string, locale: string) =>
  formatIn(locale, 'short', { month: 'short', day: 'numeric' }).format(utc(day));
/** "Monday, March 3". */
export const longDate = (day: string, locale: string) =>
  formatIn(locale, 'long', { weekday: 'long', month: 'long', day: 'numeric' }).format(utc(day));
/** "Mar 3 – 9, 2025". */
export const weekRange = (monday: string, locale: string) =>
  formatIn(locale, 'range', { month: 'short', day: 'numeric', year: 'numeric' }).formatRange(
    utc(monday),
    utc(addDays(monday, 6)),
  );

/** Where a meal sits: a day and a slot. */
export interface PlanCell {
  date: string;
  slot: MealSlot;
}

/**
 * The cell an arrow key moves a meal to, within the week shown: left and right a day, up and down
 * a slot. Null at the week's or the day's edge.
 */
export function neighbourCell(cell: PlanCell, key: string, monday: string): PlanCell | null {
  const days = weekDays(monday);
  const dayIndex = days.indexOf(cell.date);
  const slotIndex = MEAL_SLOTS.indexOf(cell.slot);
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
  if (!step || dayIndex < 0) return null;
  const date = days[dayIndex + (step[0] ?? 0)];
  const slot = MEAL_SLOTS[slotIndex + (step[1] ?? 0)];
  return date && slot ? { date, slot } : null;
}

/** The meal plan's texts in the page's language, as `useT('mealPlan')` gives them. */
export type MealPlanT = ReturnType<typeof useT<'mealPlan'>>;

/** A slot's name: "Breakfast", "Dinner". */
export const slotName = (t: MealPlanT, slot: MealSlot) => t('slot', { slot });

/** A cell's name: "Monday dinner" in English. */
export const cellName = (t: MealPlanT, locale: string, { date, slot }: PlanCell) =>
  t('cellName', { day: dayName(date, locale), slot });
