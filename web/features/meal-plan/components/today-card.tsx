import { MEAL_SLOTS } from '@contracts/meal-plan-entries';
import { paths } from '@contracts/routes';
import { ArrowRight, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage, useT } from '@/lib/i18n/texts';
import { useMealPlan } from '../api/meal-plan-queries';
import { longDate, slotName } from '../lib/plan-dates';
import { useToday } from '../lib/use-today';

const HEADING_ID = 'today-plan-heading';
/** The meals a card lists; the plan itself shows the rest. */
const SHOWN = 4;

/**
 * The home's "Today": the household's meals planned for the cook's today, each recipe to its
 * page. Its body keeps one height whatever it holds (loading, empty, a few meals), so nothing
 * below it moves when the plan arrives; a day with more meals than fit links to the plan.
 */
export function TodayCard() {
  const t = useT('mealPlan');
  const locale = useLanguage();
  const today = useToday();
  const plan = useMealPlan(today, today);

  let body: ReactNode;
  if (!today || plan.isPending) {
    body = (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{t('loadingToday')}</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-3/5" />
      </div>
    );
  } else if (plan.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-muted-foreground text-sm">{t('todayFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => plan.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  } else if (plan.data.length === 0) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p className="text-muted-foreground">{t('nothingToday')}</p>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.mealPlan}>{t('planYourMeals')}</Link>
        </Button>
      </div>
    );
  } else {
    const meals = [...plan.data].sort(
      (a, b) => MEAL_SLOTS.indexOf(a.slot) - MEAL_SLOTS.indexOf(b.slot),
    );
    const more = meals.length - SHOWN;
    body = (
      <div className="grid gap-1">
        <ul className="grid gap-1">
          {meals.slice(0, SHOWN).map((meal) => (
            <li key={meal.id} className="flex min-w-0 items-baseline gap-3 text-sm">
              <span className="w-20 shrink-0 text-muted-foreground">{slotName(t, meal.slot)}</span>
              {meal.recipeId ? (
                <Link
                  to={paths.recipe(meal.recipeId)}
                  className="truncate font-medium hover:underline"
                >
                  {meal.title}
                </Link>
              ) : (
                <span className="truncate font-medium">{meal.title}</span>
              )}
            </li>
          ))}
        </ul>
        {more > 0 && (
          <Link to={paths.mealPlan} className="text-primary text-sm hover:underline">
            {t('moreMeals', { count: more })}
          </Link>
        )}
      </div>
    );
  }

  return (
    <section
      aria-labelledby={HEADING_ID}
      className="grid gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 id={HEADING_ID} className="flex items-center gap-2 font-semibold font-serif text-xl">
            <UtensilsCrossed className="size-5 text-primary" aria-hidden="true" />
            {t('today')}
          </h2>
          {/* Its line is held while the day is not known yet. */}
          <p className="h-5 text-muted-foreground text-sm">{today && longDate(today, locale)}</p>
        </div>
        <Link
          to={paths.mealPlan}
          className="inline-flex items-center gap-1 rounded-md font-medium text-primary text-sm hover:underline"
        >
          {t('mealPlanLink')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {/* One height for every state: room for four meals and a "more" line. */}
      <div className="h-32">{body}</div>
    </section>
  );
}
