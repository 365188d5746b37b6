import { MEAL_SLOTS, type MealPlanEntry } from '@contracts/meal-plan';
import { useState } from 'react';
import { useLanguage, useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import { dayName, type PlanCell, shortDate, weekDays } from '../lib/plan-dates';
import type { EntryPart } from '../lib/use-plan-changes';
import { MOVE_HINT_ID, PlanEntry } from './plan-entry';
import { PlanSlot } from './plan-slot';

/**
 * A week of the plan, Monday to Sunday: seven columns on a wide screen, a day per row on a phone,
 * each day with its four slots. Meals are dragged between slots here; every other change goes up
 * to the screen.
 */
export function PlanWeek({
  monday,
  today,
  entries,
  onAdd,
  onMove,
  onArrow,
  onMoveTo,
  onDelete,
}: {
  monday: string;
  today: string | null;
  entries: MealPlanEntry[];
  onAdd: (cell: PlanCell) => void;
  onMove: (entry: MealPlanEntry, to: PlanCell) => void;
  onArrow: (entry: MealPlanEntry, key: string, part: EntryPart) => void;
  onMoveTo: (entry: MealPlanEntry) => void;
  onDelete: (entry: MealPlanEntry) => void;
}) {
  const t = useT('mealPlan');
  const locale = useLanguage();
  const [draggingId, setDraggingId] = useState<number | null>(null);

  const drop = (cell: PlanCell, carried: number | null) => {
    const id = draggingId ?? carried;
    setDraggingId(null);
    const entry = entries.find((one) => one.id === id);
    if (entry) onMove(entry, cell);
  };

  return (
    <>
      <p id={MOVE_HINT_ID} className="sr-only">
        {t('moveHint')}
      </p>
      <div className="grid gap-3 md:grid-cols-7 md:gap-2">
        {weekDays(monday).map((date) => {
          const isToday = date === today;
          return (
            <section
              key={date}
              aria-labelledby={`plan-day-${date}`}
              className={cn(
                'min-w-0 rounded-2xl border border-border bg-card p-2 shadow-xs',
                isToday && 'border-primary ring-1 ring-primary',
              )}
            >
              <h2
                id={`plan-day-${date}`}
                className="flex flex-wrap items-baseline justify-between gap-x-2 px-1 pb-2 md:flex-col"
              >
                <span className="font-semibold font-serif md:text-sm lg:text-base">
                  {dayName(date, locale)}
                </span>
                <span className="text-muted-foreground text-xs">
                  {shortDate(date, locale)}
                  {isToday && <span className="font-semibold text-primary"> · {t('today')}</span>}
                </span>
              </h2>
              <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-4 md:grid-cols-1">
                {MEAL_SLOTS.map((slot) => {
                  const cell = { date, slot };
                  return (
                    <PlanSlot
                      key={slot}
                      cell={cell}
                      entries={entries.filter((one) => one.date === date && one.slot === slot)}
                      dragging={draggingId !== null}
                      onDropEntry={(carried) => drop(cell, carried)}
                      onAdd={() => onAdd(cell)}
                      renderEntry={(entry) => (
                        <PlanEntry
                          key={entry.id}
                          entry={entry}
                          dragging={draggingId === entry.id}
                          onDragStart={() => setDraggingId(entry.id)}
                          onDragEnd={() => setDraggingId(null)}
                          onArrow={(key, part) => onArrow(entry, key, part)}
                          onMoveTo={() => onMoveTo(entry)}
                          onDelete={() => onDelete(entry)}
                        />
                      )}
                    />
                  );
                })}
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
