import { describe, expect, it } from 'vitest';
import { mealPlanSchema } from './meal-plan.js';
import { readMealPlanEntries } from './meal-plan-entries.js';
import { readUnreadCount } from './notification-count.js';
import { unreadCountSchema } from './notifications.js';

const entry = {
  id: 7,
  date: '2026-11-27',
  slot: 'dinner',
  recipeId: 3,
  title: 'Soup',
  servings: 4,
  note: null,
  imageUrl: null,
};

// The browser reads these answers without zod; it must accept and refuse what the server's
// schemas do.
describe('the meal plan as the browser reads it', () => {
  const answers: [string, unknown][] = [
    ['an entry', [entry]],
    ['a free-text entry', [{ ...entry, recipeId: null, servings: null, note: 'Leftovers' }]],
    ['no entries', []],
    ['a slot that does not exist', [{ ...entry, slot: 'brunch' }]],
    ['a fractional id', [{ ...entry, id: 1.5 }]],
    ['a missing title', [{ ...entry, title: undefined }]],
    ['a number as note', [{ ...entry, note: 3 }]],
    ['an object, not a list', entry],
    ['null in the list', [null]],
  ];
  it.each(answers)('agrees with the server schema on %s', (_name, body) => {
    const server = mealPlanSchema.safeParse(body);
    if (server.success) expect(readMealPlanEntries(body)).toEqual(server.data);
    else expect(() => readMealPlanEntries(body)).toThrow(TypeError);
  });

  it('keeps only the fields of an entry', () => {
    expect(readMealPlanEntries([{ ...entry, extra: true }])).toEqual([entry]);
  });
});

describe('the unread count as the browser reads it', () => {
  it.each([[{ count: 3 }], [{ count: 0 }], [{ count: '3' }], [{}], [null]])(
    'agrees with the server schema on %j',
    (body) => {
      const server = unreadCountSchema.safeParse(body);
      if (server.success) expect(readUnreadCount(body)).toBe(server.data.count);
      else expect(() => readUnreadCount(body)).toThrow(TypeError);
    },
  );
});
