import { addDays, type MealPlanEntry, type MealSlot } from '@contracts/meal-plan';
import { type FormEvent, useState } from 'react';
import { Field } from '@/components/field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogForm,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { useLanguage, useT } from '@/lib/i18n/texts';
import { longDate, type PlanCell, weekDays, weekRange } from '../lib/plan-dates';
import { SlotField } from './entry-fields';

/**
 * "Move to…" from a meal's menu: a day of the week shown, the week before or the week after, and
 * a slot — the keyboard's way to do what dragging does, and the way across weeks. Mounted while open. Closing without moving hands the focus back through
 * `onCancel`, since the menu that opened it is gone.
 */
export function MoveEntryDialog({
  entry,
  monday,
  onMove,
  onCancel,
}: {
  entry: MealPlanEntry;
  monday: string;
  onMove: (to: PlanCell) => void;
  onCancel: () => void;
}) {
  const t = useT('mealPlan');
  const locale = useLanguage();
  const weeks = [addDays(monday, -7), monday, addDays(monday, 7)];
  const [date, setDate] = useState(entry.date);
  const [slot, setSlot] = useState<MealSlot>(entry.slot);
  const [moved, setMoved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMoved(true);
    onMove({ date, slot });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        className="max-w-sm"
        onCloseAutoFocus={(event) => {
          // The screen puts the focus on the meal, wherever it went.
          event.preventDefault();
          if (!moved) onCancel();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('moveTitle', { title: entry.title })}</DialogTitle>
          <DialogDescription>{t('moveText')}</DialogDescription>
        </DialogHeader>
        <DialogForm aria-label={t('moveTitle', { title: entry.title })} onSubmit={submit}>
          <Field id="move-day" label={t('day')}>
            <Select id="move-day" value={date} onChange={(event) => setDate(event.target.value)}>
              {weeks.map((week) => (
                <optgroup key={week} label={weekRange(week, locale)}>
                  {weekDays(week).map((day) => (
                    <option key={day} value={day}>
                      {longDate(day, locale)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          </Field>
          <SlotField id="move-slot" value={slot} onChange={setSlot} />
          <DialogFormFooter pending={false} submitLabel={t('move')} pendingLabel={t('moving')} />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
