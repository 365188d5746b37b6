import type { MealPlanEntry } from '@contracts/meal-plan';
import type { RecipeCard, RecipeCardWithCook } from '@contracts/recipes';
import { vi } from 'vitest';
import { type ApiCall, errorAnswer, jsonAnswer, noContent, parseCall } from './api-stub';

/** Wednesday 5 March 2025, noon in the machine's own time zone: the plan's week is 3–9 March. */
export const TODAY = '2025-03-05';
export const MONDAY = '2025-03-03';

/** Sets the clock to TODAY (only Date: timers stay real for Testing Library and the queries). */
export function freezeToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 5, 12, 0));
}

export function makeEntry(overrides: Partial<MealPlanEntry> = {}): MealPlanEntry {
  return {
    id: 1,
    date: MONDAY,
    slot: 'dinner',
    recipeId: 1,
    title: 'Tomato Soup',
    servings: 4,
    note: null,
    imageUrl: null,
    ...overrides,
  };
}

/** What the plan stand-in holds and the recipes it offers; `failing` methods answer 500. */
export interface PlanState {
  entries: MealPlanEntry[];
  mine?: RecipeCard[];
  household?: RecipeCardWithCook[];
  copied?: number;
  calendarUrls?: string[];
  failing?: string[];
}

/**
 * A stand-in for the plan's API that remembers its changes, as the server would: a read after a
 * move finds the meal where it was moved to.
 */
export function planApi(state: PlanState) {
  let nextId = 100;
  let calendar = 0;
  return (call: ApiCall): Response => {
    const { path, query } = parseCall(call);
    if (state.failing?.includes(call.method)) return errorAnswer(500, 'Something broke');
    const body = call.body ? JSON.parse(String(call.body)) : {};
    if (path === '/api/recipes') {
      // As the server answers: the household's list holds the cook's own recipes too.
      const mine = state.mine ?? [];
      const cards = query.scope === 'household' ? [...mine, ...(state.household ?? [])] : mine;
      const search = query.search?.toLowerCase();
      return jsonAnswer(
        cards.filter((card) => !search || card.title.toLowerCase().includes(search)),
      );
    }
    if (path === '/api/mealplan' && call.method === 'GET') {
      const { from = '', to = '' } = query;
      return jsonAnswer(state.entries.filter((entry) => entry.date >= from && entry.date <= to));
    }
    if (path === '/api/mealplan' && call.method === 'POST') {
      const entry = makeEntry({ id: nextId++, recipeId: null, servings: null, ...body });
      state.entries.push(entry);
      return jsonAnswer(entry, 201);
    }
    if (path === '/api/mealplan/copy') return jsonAnswer({ copied: state.copied ?? 0 });
    if (path === '/api/mealplan/calendar') {
      const url = state.calendarUrls?.[calendar++] ?? 'http://localhost/calendar/secret.ics';
      return jsonAnswer({ url });
    }
    const id = Number(path.split('/').pop());
    if (call.method === 'PATCH') {
      state.entries = state.entries.map((entry) =>
        entry.id === id ? { ...entry, ...body } : entry,
      );
      return jsonAnswer(state.entries.find((entry) => entry.id === id));
    }
    if (call.method === 'DELETE') {
      state.entries = state.entries.filter((entry) => entry.id !== id);
      return noContent();
    }
    return errorAnswer(404, 'Not found');
  };
}
