import type { MealPlanEntry } from '@contracts/meal-plan';
import { Plus } from 'lucide-react';
import { type DragEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLanguage, useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import { cellName, dayName, type PlanCell, slotName } from '../lib/plan-dates';

/**
 * One slot of one day: its name, its meals and an Add button. While a meal is dragged, the slot
 * takes it when dropped on, and shows that it will.
 */
export function PlanSlot({
  cell,
  entries,
  dragging,
  onDropEntry,
  onAdd,
  renderEntry,
}: {
  cell: PlanCell;
  entries: MealPlanEntry[];
  /** A meal is being dragged: the slot accepts drops. */
  dragging: boolean;
  onDropEntry: (droppedId: number | null) => void;
  onAdd: () => void;
  renderEntry: (entry: MealPlanEntry) => ReactNode;
}) {
  const t = useT('mealPlan');
  const locale = useLanguage();
  const [over, setOver] = useState(false);
  const name = cellName(t, locale, cell);

  const accept = (event: DragEvent) => {
    if (!dragging) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target; the keyboard moves meals from their menu and with Alt+arrows
    <div
      data-cell={`${cell.date}:${cell.slot}`}
      onDragEnter={accept}
      onDragOver={accept}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const carried = Number(event.dataTransfer?.getData('text/plain'));
        onDropEntry(Number.isInteger(carried) && carried > 0 ? carried : null);
      }}
      className={cn(
        'grid content-start gap-1.5 rounded-xl border border-transparent bg-muted/40 p-1.5 transition-colors',
        over && 'border-primary bg-accent',
      )}
    >
      <h3 className="px-1 font-semibold text-muted-foreground text-xs uppercase tracking-wide">
        {slotName(t, cell.slot)}
      </h3>
      {entries.length > 0 && (
        <ul aria-label={name} className="grid gap-1.5">
          {entries.map(renderEntry)}
        </ul>
      )}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        data-add
        className="h-8 justify-start px-2 text-muted-foreground"
        aria-label={t('addToCell', { day: dayName(cell.date, locale), slot: cell.slot })}
        onClick={onAdd}
      >
        <Plus aria-hidden="true" />
        {t('add')}
      </Button>
    </div>
  );
}
