import type { MealPlanEntry } from '@contracts/meal-plan';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useLanguage, useT } from '@/lib/i18n/texts';
import { useDeleteEntry, useMoveEntry } from '../api/meal-plan-mutations';
import { dayName, longDate, type MealPlanT, type PlanCell } from './plan-dates';

/** The part of a meal that had the focus: its recipe link or its menu button. */
export type EntryPart = 'title' | 'menu';

/** Where a cell and a meal in it are in the page, for moving the focus to them. */
export const cellSelector = ({ date, slot }: PlanCell) => `[data-cell="${date}:${slot}"]`;
export const entrySelector = (cell: PlanCell, id: number, part: EntryPart) =>
  `${cellSelector(cell)} [data-entry="${id}"] [data-focus="${part}"]`;

function toastRefused(t: MealPlanT, error: unknown, description: string) {
  toast({
    title: t('error'),
    description: asApiError(error)?.serverMessage ?? description,
    variant: 'destructive',
  });
}

/**
 * Moving and deleting meals, shown at once: what a screen reader hears about it (`said`, for a
 * live region), and where the focus goes. A moved meal is drawn anew in its new cell, which would
 * drop the focus: it follows the meal there, to the same part it was on; after a deletion, or a
 * move to another week, it goes to the cell's Add button.
 */
export function usePlanChanges() {
  const t = useT('mealPlan');
  const locale = useLanguage();
  const moving = useMoveEntry();
  const deletion = useDeleteEntry();
  const [said, setSaid] = useState('');
  const [focusOn, setFocusOn] = useState<string | null>(null);

  // After each drawing until the target is there: a move shows a moment after the key press.
  useEffect(() => {
    if (!focusOn) return;
    const target = document.querySelector<HTMLElement>(focusOn);
    if (!target) return;
    target.focus();
    setFocusOn(null);
  });

  const move = (entry: MealPlanEntry, to: PlanCell, part: EntryPart = 'menu') => {
    if (entry.date === to.date && entry.slot === to.slot) return;
    // A meal moved to a week not on screen leaves the focus on the cell it came from.
    const shown = document.querySelector(cellSelector(to)) !== null;
    const from = dayName(entry.date, locale);
    // In the week on screen, "Tuesday dinner"; in another, "dinner on Tuesday, March 11".
    const where = shown
      ? { title: entry.title, slot: to.slot, day: dayName(to.date, locale) }
      : { title: entry.title, slot: to.slot, date: longDate(to.date, locale) };
    setFocusOn(shown ? entrySelector(to, entry.id, part) : `${cellSelector(entry)} [data-add]`);
    setSaid(t(shown ? 'movedToCell' : 'movedToDate', where));
    moving.mutate(
      { entry, to },
      {
        onError: (error) => {
          setFocusOn(entrySelector(entry, entry.id, part));
          setSaid(t('moveFailedBack', { title: entry.title, slot: entry.slot, day: from }));
          toastRefused(t, error, t(shown ? 'moveFailedToCell' : 'moveFailedToDate', where));
        },
      },
    );
  };

  const remove = (entry: MealPlanEntry) => {
    setFocusOn(`${cellSelector(entry)} [data-add]`);
    deletion.mutate(entry, {
      onSuccess: () =>
        toast({
          title: t('removed'),
          description: t('removedText', {
            title: entry.title,
            slot: entry.slot,
            day: dayName(entry.date, locale),
          }),
        }),
      onError: (error) => toastRefused(t, error, t('removeFailed', { title: entry.title })),
    });
  };

  return { move, remove, said, say: setSaid };
}
