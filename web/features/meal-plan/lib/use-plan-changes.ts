import type { MealPlanEntry } from '@contracts/meal-plan';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useDeleteEntry, useMoveEntry } from '../api/meal-plan-mutations';
import { cellName, longDate, type PlanCell, SLOT_LABELS } from './plan-dates';

/** The part of a meal that had the focus: its recipe link or its menu button. */
export type EntryPart = 'title' | 'menu';

/** Where a cell and a meal in it are in the page, for moving the focus to them. */
export const cellSelector = ({ date, slot }: PlanCell) => `[data-cell="${date}:${slot}"]`;
export const entrySelector = (cell: PlanCell, id: number, part: EntryPart) =>
  `${cellSelector(cell)} [data-entry="${id}"] [data-focus="${part}"]`;

function toastRefused(error: unknown, description: string) {
  toast({
    title: 'Error',
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
    const where = shown
      ? cellName(to)
      : `${SLOT_LABELS[to.slot].toLowerCase()} on ${longDate(to.date)}`;
    setFocusOn(shown ? entrySelector(to, entry.id, part) : `${cellSelector(entry)} [data-add]`);
    setSaid(`Moved ${entry.title} to ${where}.`);
    moving.mutate(
      { entry, to },
      {
        onError: (error) => {
          setFocusOn(entrySelector(entry, entry.id, part));
          setSaid(`${entry.title} could not be moved. It is back on ${cellName(entry)}.`);
          toastRefused(error, `${entry.title} could not be moved to ${where}.`);
        },
      },
    );
  };

  const remove = (entry: MealPlanEntry) => {
    setFocusOn(`${cellSelector(entry)} [data-add]`);
    deletion.mutate(entry, {
      onSuccess: () =>
        toast({
          title: 'Removed from the plan',
          description: `${entry.title} is no longer on ${cellName(entry)}.`,
        }),
      onError: (error) => toastRefused(error, `${entry.title} could not be removed.`),
    });
  };

  return { move, remove, said, say: setSaid };
}
