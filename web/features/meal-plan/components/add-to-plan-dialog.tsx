import type { MealSlot } from '@contracts/meal-plan';
import { type FormEvent, useState } from 'react';
import { Field, fieldProps } from '@/components/field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogForm,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useEntryAddition } from '../api/use-entry-addition';
import { dayName, localDay, longDate, SLOT_LABELS } from '../lib/plan-dates';
import { ServingsField, SlotField } from './entry-fields';

/** What the plan needs of the recipe on the page. */
export interface PlannedRecipe {
  id: number;
  title: string;
  servings: number | null;
}

/**
 * Putting the recipe on the plan from its page: a day (today at first), a meal (dinner) and the
 * servings (the recipe's). Mounted while open.
 */
export function AddToPlanDialog({
  recipe,
  onClose,
}: {
  recipe: PlannedRecipe;
  onClose: () => void;
}) {
  const { add, errors, pending } = useEntryAddition('The recipe could not be added to the plan.');
  const [date, setDate] = useState(() => localDay());
  const [slot, setSlot] = useState<MealSlot>('dinner');
  const [servings, setServings] = useState(recipe.servings === null ? '' : String(recipe.servings));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add({ date, slot, recipeId: recipe.id, servings, note: '' }, (entry) => {
      toast({
        title: `Added to ${dayName(entry.date)}'s ${SLOT_LABELS[entry.slot].toLowerCase()}`,
        description: `${recipe.title} is on the meal plan for ${longDate(entry.date)}.`,
      });
      onClose();
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Add to meal plan</DialogTitle>
          <DialogDescription>{recipe.title}</DialogDescription>
        </DialogHeader>
        <DialogForm aria-label="Add to meal plan" onSubmit={submit}>
          <Field id="add-plan-date" label="Day" error={errors.date}>
            <Input
              {...fieldProps('add-plan-date', { error: errors.date })}
              type="date"
              required
              value={date}
              readOnly={pending}
              onChange={(event) => setDate(event.target.value)}
            />
          </Field>
          <SlotField
            id="add-plan-slot"
            value={slot}
            error={errors.slot}
            disabled={pending}
            onChange={setSlot}
          />
          <ServingsField
            id="add-plan-servings"
            value={servings}
            error={errors.servings}
            disabled={pending}
            onChange={setServings}
          />
          <DialogFormFooter pending={pending} submitLabel="Add to plan" pendingLabel="Adding..." />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
