import { addDays } from '@contracts/meal-plan';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * This week, Monday to Sunday, as YYYY-MM-DD days in the cook's own time zone: the plan's weeks
 * run Monday to Sunday, and "this week" is the cook's, not the server's.
 */
export function thisWeek(now: Date = new Date()): { from: string; to: string } {
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const from = addDays(today, -((now.getDay() + 6) % 7));
  return { from, to: addDays(from, 6) };
}
