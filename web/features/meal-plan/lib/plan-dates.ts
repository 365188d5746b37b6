import { addDays, isPlanDate, MEAL_SLOTS, type MealSlot } from '@contracts/meal-plan';

/** The slots as the plan names them. */
export const SLOT_LABELS: Record<MealSlot, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

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

const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const rangeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Monday". */
export const dayName = (day: string) => weekdayFormat.format(utc(day));
/** "Mar 3". */
export const shortDate = (day: string) => shortFormat.format(utc(day));
/** "Monday, March 3". */
export const longDate = (day: string) => longFormat.format(utc(day));
/** "Mar 3 – 9, 2025". */
export const weekRange = (monday: string) =>
  rangeFormat.formatRange(utc(monday), utc(addDays(monday, 6)));

/** Where a meal sits: a day and a slot. */
export interface PlanCell {
  date: string;
  slot: MealSlot;
}

export const cellName = ({ date, slot }: PlanCell) =>
  `${dayName(date)} ${SLOT_LABELS[slot].toLowerCase()}`;

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
