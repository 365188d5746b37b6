import {
  calendarFeedSchema,
  type MealPlanEntry,
  type MealPlanInput,
  mealPlanEntrySchema,
} from '@contracts/meal-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, readJson } from '@/lib/api';
import type { PlanCell } from '../lib/plan-dates';
import { holdPlans, placeEntry, refreshPlansWhenSettled, restorePlans } from './meal-plan-cache';
import { entryUrl, MEAL_PLAN_URL, mealPlanKeys } from './meal-plan-keys';

/** Moves and deletions, shown at once: counted together to know when the last one settles. */
const CHANGE_KEY = [...mealPlanKeys.all, 'change'] as const;

const copiedSchema = z.object({ copied: z.number().int() });

/** POST /api/mealplan: a recipe or a free-text meal on a day, in a slot. */
export function useAddEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MealPlanInput): Promise<MealPlanEntry> =>
      mealPlanEntrySchema.parse(await readJson(await apiRequest('POST', MEAL_PLAN_URL, input))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }),
  });
}

/** PATCH /api/mealplan/{id} with a new day and slot, shown there before the server answers. */
export function useMoveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CHANGE_KEY,
    mutationFn: async ({ entry, to }: { entry: MealPlanEntry; to: PlanCell }) => {
      await apiRequest('PATCH', entryUrl(entry.id), { date: to.date, slot: to.slot });
    },
    onMutate: async ({ entry, to }) => {
      const snapshot = await holdPlans(queryClient);
      placeEntry(queryClient, { ...entry, ...to });
      return { snapshot };
    },
    onError: (_error, _move, context) => {
      if (context) restorePlans(queryClient, context.snapshot);
    },
    onSettled: () => refreshPlansWhenSettled(queryClient, CHANGE_KEY),
  });
}

/** DELETE /api/mealplan/{id}, gone from the screen at once. */
export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CHANGE_KEY,
    mutationFn: async (entry: MealPlanEntry) => {
      await apiRequest('DELETE', entryUrl(entry.id));
    },
    onMutate: async (entry) => {
      const snapshot = await holdPlans(queryClient);
      placeEntry(queryClient, entry, { removed: true });
      return { snapshot };
    },
    onError: (_error, _entry, context) => {
      if (context) restorePlans(queryClient, context.snapshot);
    },
    onSettled: () => refreshPlansWhenSettled(queryClient, CHANGE_KEY),
  });
}

/** POST /api/mealplan/copy: the seven days from `from` onto the seven from `to`. */
export function useCopyWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (range: { from: string; to: string }) =>
      copiedSchema.parse(await readJson(await apiRequest('POST', `${MEAL_PLAN_URL}/copy`, range)))
        .copied,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }),
  });
}

/** POST /api/mealplan/calendar: a new secret address of the plan's feed; the old one stops. */
export function useCreateCalendarFeed() {
  return useMutation({
    mutationFn: async () =>
      calendarFeedSchema.parse(
        await readJson(await apiRequest('POST', `${MEAL_PLAN_URL}/calendar`)),
      ).url,
  });
}
