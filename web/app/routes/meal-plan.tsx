import { MealPlanPage } from '@/features/meal-plan/components/meal-plan-page';

/** The household's week of meals: /meal-plan, the week in `?week=`. */
export function Component() {
  return <MealPlanPage />;
}
