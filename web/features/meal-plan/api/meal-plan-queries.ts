import { type MealPlanEntry, readMealPlanEntries } from '@contracts/meal-plan-entries';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import { mealPlanKeys, rangeUrl } from './meal-plan-keys';

/**
 * GET /api/mealplan?from=&to=: the household's meals on those days (both counted). `from` null
 * while the days are not known yet (the cook's today is known only in the browser).
 */
export function useMealPlan(from: string | null, to: string | null) {
  return useQuery({
    queryKey: mealPlanKeys.range(from ?? '', to ?? ''),
    queryFn: async ({ signal }): Promise<MealPlanEntry[]> =>
      readMealPlanEntries(await getJson(rangeUrl(from ?? '', to ?? ''), { signal })),
    enabled: Boolean(from && to),
  });
}
