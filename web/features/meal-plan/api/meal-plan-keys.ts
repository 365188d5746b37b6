/**
 * Query keys of the meal plan. Everything sits under ['mealplan']: when a member of the household
 * changes the plan, the app's live updates invalidate that prefix and every plan on screen (the
 * week, today's card) is read again.
 */
export const mealPlanKeys = {
  all: ['mealplan'] as const,
  ranges: () => [...mealPlanKeys.all, 'range'] as const,
  range: (from: string, to: string) => [...mealPlanKeys.ranges(), from, to] as const,
};

export const MEAL_PLAN_URL = '/api/mealplan';
export const entryUrl = (id: number) => `${MEAL_PLAN_URL}/${id}`;
export const rangeUrl = (from: string, to: string) =>
  `${MEAL_PLAN_URL}?${new URLSearchParams({ from, to })}`;
