import { addDays, isPlanDate, MEAL_SLOTS, type MealSlot } from '@contracts/meal-plan-entries';
import type { useT } from '@/lib/i18n/texts';
import { perLanguage, calendarDay as utc } from '@/lib/intl-formats';

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

/** A formatter in the page's language that reads plan days in UTC (see `calendarDay`). */
const formatIn = (options: Intl.DateTimeFormatOptions) =>
  perLanguage((language) => new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }));

const dayFormat = formatIn({ weekday: 'long' });
const shortFormat = formatIn({ month: 'short', day: 'numeric' });
const longFormat = formatIn({ weekday: 'long', month: 'long', day: 'numeric' });
const rangeFormat = formatIn({ month: 'short', day: 'numeric', year: 'numeric' });

// Each takes the page's language (`useLanguage()`): "Monday" in English, "Montag" in
// German.
/** "Monday". */
export const dayName = (day: string, locale: string) => dayFormat(locale).format(utc(day));
/** "Mar 3". */
export const shortDate = (day: string, locale: string) => shortFormat(locale).format(utc(day));
/** "Monday, March 3". */
export const longDate = (day: string, locale: string) => longFormat(locale).format(utc(day));
/** "Mar 3 – 9, 2025". */
export const weekRange = (monday: string, locale: string) =>
  rangeFormat(locale).formatRange(utc(monday), utc(addDays(monday, 6)));

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
