import { addDays, type MealPlanEntry } from '@contracts/meal-plan';
import { CalendarX, CopyPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useLanguage, useT } from '@/lib/i18n/texts';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { useCopyWeek } from '../api/meal-plan-mutations';
import { useMealPlan } from '../api/meal-plan-queries';
import { mondayOf, neighbourCell, type PlanCell, shownWeek, weekRange } from '../lib/plan-dates';
import { entrySelector, usePlanChanges } from '../lib/use-plan-changes';
import { useSwipe } from '../lib/use-swipe';
import { useToday } from '../lib/use-today';
import { AddEntryDialog } from './add-entry-dialog';
import { CalendarFeedDialog } from './calendar-feed-dialog';
import { MoveEntryDialog } from './move-entry-dialog';
import { PlanWeek } from './plan-week';
import { WeekNav } from './week-nav';

/**
 * The Meal Plan screen: the household's week, Monday to Sunday, the week in the address
 * (`?week=` its Monday) so back, forward and a bookmark bring it back. Meals are added to a slot,
 * moved by dragging, from their menu or with Alt+arrows, and deleted; a week can be copied from
 * the one before, and the plan followed in a calendar app.
 */
export function MealPlanPage() {
  const t = useT('mealPlan');
  const locale = useLanguage();
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const monday = shownWeek(params.get('week'), today);
  const sunday = monday ? addDays(monday, 6) : null;
  const plan = useMealPlan(monday, sunday);
  const changes = usePlanChanges();
  const copy = useCopyWeek();
  const [adding, setAdding] = useState<PlanCell | null>(null);
  const [moving, setMoving] = useState<MealPlanEntry | null>(null);

  const goTo = (week: string) => setParams({ week });
  const swipe = useSwipe(
    () => monday && goTo(addDays(monday, 7)),
    () => monday && goTo(addDays(monday, -7)),
  );

  const copyLastWeek = (week: string) =>
    copy.mutate(
      { from: addDays(week, -7), to: week },
      {
        onSuccess: (copied) =>
          toast(
            copied === 0
              ? { title: t('nothingToCopy'), description: t('nothingToCopyText') }
              : {
                  title: t('lastWeekCopied'),
                  description: t('lastWeekCopiedText', { count: copied }),
                },
          ),
        onError: (error) =>
          toast(
            rateLimitToast(error) ?? {
              title: t('error'),
              description: asApiError(error)?.serverMessage ?? t('copyFailed'),
              variant: 'destructive',
            },
          ),
      },
    );

  let body: ReactNode;
  if (!monday || plan.isPending) {
    body = <PlanSkeleton />;
  } else if (plan.isError) {
    body = (
      <EmptyState icon={CalendarX} title={t('loadFailed')} headingLevel="h2">
        <Button variant="outline" onClick={() => plan.refetch()}>
          {t('tryAgain')}
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <>
        {plan.data.length === 0 && (
          <p className="rounded-xl border border-accent-border bg-accent/30 p-4 text-sm">
            {t('emptyWeek')}
          </p>
        )}
        <PlanWeek
          monday={monday}
          today={today}
          entries={plan.data}
          onAdd={setAdding}
          onMove={(entry, to) => changes.move(entry, to)}
          onArrow={(entry, key, part) => {
            const to = neighbourCell(entry, key, monday);
            if (to) changes.move(entry, to, part);
            else changes.say(t('cannotMoveFurther', { title: entry.title }));
          }}
          onMoveTo={setMoving}
          onDelete={changes.remove}
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('pageTitle')}</title>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="font-bold font-serif text-3xl sm:text-4xl">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">
            {monday ? weekRange(monday, locale) : t('intro')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <WeekNav
            isThisWeek={Boolean(today && monday === mondayOf(today))}
            onPrevious={() => monday && goTo(addDays(monday, -7))}
            onThisWeek={() => today && goTo(mondayOf(today))}
            onNext={() => monday && goTo(addDays(monday, 7))}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={!monday || copy.isPending}
            onClick={() => monday && copyLastWeek(monday)}
          >
            <CopyPlus aria-hidden="true" />
            {copy.isPending ? t('copying') : t('copyLastWeek')}
          </Button>
          <CalendarFeedDialog />
        </div>
      </header>
      <p role="status" className="sr-only">
        {changes.said}
      </p>
      <section aria-label={t('week')} className="space-y-4" {...swipe}>
        {body}
      </section>
      {adding && <AddEntryDialog cell={adding} onClose={() => setAdding(null)} />}
      {moving && monday && (
        <MoveEntryDialog
          entry={moving}
          monday={monday}
          onMove={(to) => {
            setMoving(null);
            changes.move(moving, to);
          }}
          onCancel={() => {
            setMoving(null);
            document.querySelector<HTMLElement>(entrySelector(moving, moving.id, 'menu'))?.focus();
          }}
        />
      )}
    </div>
  );
}

function PlanSkeleton() {
  const t = useT('mealPlan');
  return (
    <div role="status" className="grid gap-3 md:grid-cols-7 md:gap-2">
      <span className="sr-only">{t('loading')}</span>
      {[1, 2, 3, 4, 5, 6, 7].map((day) => (
        <Skeleton key={day} className="h-40 w-full rounded-2xl md:h-96" />
      ))}
    </div>
  );
}
