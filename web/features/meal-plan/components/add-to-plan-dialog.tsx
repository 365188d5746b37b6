import { MEAL_SLOTS, type MealSlot } from '@contracts/meal-plan';
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
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { useAddEntry } from '../api/meal-plan-mutations';
import { checkEntry, type EntryErrors, serverErrors } from '../lib/entry-input';
import { dayName, localDay, longDate, SLOT_LABELS } from '../lib/plan-dates';
import { ServingsField } from './entry-fields';

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
  const addition = useAddEntry();
  const [date, setDate] = useState(() => localDay());
  const [slot, setSlot] = useState<MealSlot>('dinner');
  const [servings, setServings] = useState(recipe.servings === null ? '' : String(recipe.servings));
  const [errors, setErrors] = useState<EntryErrors>({});
  const pending = addition.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEntry({ date, slot, recipeId: recipe.id, servings, note: '' });
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    addition.mutate(checked.input, {
      onSuccess: (entry) => {
        toast({
          title: `Added to ${dayName(entry.date)}'s ${SLOT_LABELS[entry.slot].toLowerCase()}`,
          description: `${recipe.title} is on the meal plan for ${longDate(entry.date)}.`,
        });
        onClose();
      },
      onError: (error) => {
        const refused = asApiError(error);
        setErrors(serverErrors(refused?.issues ?? []));
        toast(
          rateLimitToast(error) ?? {
            title: 'Error',
            description: refused?.serverMessage ?? 'The recipe could not be added to the plan.',
            variant: 'destructive',
          },
        );
      },
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
          <Field id="add-plan-slot" label="Meal" error={errors.slot}>
            <Select
              {...fieldProps('add-plan-slot', { error: errors.slot })}
              value={slot}
              disabled={pending}
              onChange={(event) => setSlot(event.target.value as MealSlot)}
            >
              {MEAL_SLOTS.map((one) => (
                <option key={one} value={one}>
                  {SLOT_LABELS[one]}
                </option>
              ))}
            </Select>
          </Field>
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
