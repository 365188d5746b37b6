import ical from 'ical-generator';
import type { MealPlanEntry } from '../../../contracts/meal-plan.js';
import { paths } from '../../../contracts/routes.js';

const SLOT_NAMES = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

/**
 * The plan as an iCalendar document (RFC 5545, written by ical-generator, decision 045): one
 * all-day event per entry, named by its slot, linking to the recipe. Event ids stay the same
 * from one fetch to the next, so a calendar app updates an entry rather than adding it again.
 */
export function calendarDocument(
  householdName: string,
  entries: readonly MealPlanEntry[],
  publicUrl: URL,
): string {
  const calendar = ical({
    name: `${householdName}: meal plan`,
    prodId: { company: 'Simmer', product: 'Meal plan', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const entry of entries) {
    const servings = entry.servings ? ` (${entry.servings} servings)` : '';
    calendar.createEvent({
      id: `meal-${entry.id}@${publicUrl.host}`,
      start: entry.date,
      allDay: true,
      summary: `${SLOT_NAMES[entry.slot]}: ${entry.title}${servings}`,
      description: entry.note,
      url: entry.recipeId ? new URL(paths.recipe(entry.recipeId), publicUrl).toString() : null,
    });
  }
  return calendar.toString();
}
