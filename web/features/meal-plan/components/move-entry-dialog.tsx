import { addDays, MEAL_SLOTS, type MealPlanEntry, type MealSlot } from '@contracts/meal-plan';
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
import { longDate, type PlanCell, SLOT_LABELS, weekDays, weekRange } from '../lib/plan-dates';

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
          <DialogTitle>Move {entry.title}</DialogTitle>
          <DialogDescription>Choose the day and the meal to move it to.</DialogDescription>
        </DialogHeader>
        <DialogForm aria-label={`Move ${entry.title}`} onSubmit={submit}>
          <Field id="move-day" label="Day">
            <Select id="move-day" value={date} onChange={(event) => setDate(event.target.value)}>
              {weeks.map((week) => (
                <optgroup key={week} label={weekRange(week)}>
                  {weekDays(week).map((day) => (
                    <option key={day} value={day}>
                      {longDate(day)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          </Field>
          <Field id="move-slot" label="Meal">
            <Select
              id="move-slot"
              value={slot}
              onChange={(event) => setSlot(event.target.value as MealSlot)}
            >
              {MEAL_SLOTS.map((one) => (
                <option key={one} value={one}>
                  {SLOT_LABELS[one]}
                </option>
              ))}
            </Select>
          </Field>
          <DialogFormFooter pending={false} submitLabel="Move" pendingLabel="Moving..." />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
