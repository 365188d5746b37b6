import type { MealPlanEntry } from '@contracts/meal-plan';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { mealPlanKeys } from './meal-plan-keys';

/** Every plan read held in the cache (the week on screen, today's card), as they were. */
export type PlanSnapshot = [QueryKey, MealPlanEntry[] | undefined][];

/** Stops the plan reads in flight, which would overwrite a change shown ahead of the server. */
export async function holdPlans(queryClient: QueryClient): Promise<PlanSnapshot> {
  await queryClient.cancelQueries({ queryKey: mealPlanKeys.ranges() });
  return queryClient.getQueriesData<MealPlanEntry[]>({ queryKey: mealPlanKeys.ranges() });
}

/** Puts every plan read back as it was before a change the server refused. */
export function restorePlans(queryClient: QueryClient, snapshot: PlanSnapshot): void {
  for (const [key, entries] of snapshot) queryClient.setQueryData(key, entries);
}

/**
 * Shows `entry` where it now is in every cached range: in its place in a range that still holds
 * its day, gone from one that no longer does, added to one it moved into. With `removed`, it is
 * taken out everywhere.
 */
export function placeEntry(
  queryClient: QueryClient,
  entry: MealPlanEntry,
  { removed = false }: { removed?: boolean } = {},
): void {
  const cached = queryClient.getQueriesData<MealPlanEntry[]>({ queryKey: mealPlanKeys.ranges() });
  for (const [key, entries] of cached) {
    if (!entries) continue;
    const [, , from = '', to = ''] = key as readonly string[];
    const inRange = !removed && entry.date >= from && entry.date <= to;
    const had = entries.some((one) => one.id === entry.id);
    let next = entries.filter((one) => one.id !== entry.id || inRange);
    if (inRange) {
      next = had ? next.map((one) => (one.id === entry.id ? entry : one)) : [...next, entry];
    }
    queryClient.setQueryData(key, next);
  }
}

/**
 * After a change settles, the plan is read again, unless another change is still on its way:
 * a read then could show the plan from before it, and the meal would jump back for a moment.
 */
export function refreshPlansWhenSettled(queryClient: QueryClient, mutationKey: QueryKey): void {
  if (queryClient.isMutating({ mutationKey }) <= 1) {
    void queryClient.invalidateQueries({ queryKey: mealPlanKeys.all });
  }
}
