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
import { useLanguage, useT } from '@/lib/i18n/texts';
import { localDay } from '@/lib/intl-formats';
import { useEntryAddition } from '../api/use-entry-addition';
import { dayName, longDate } from '../lib/plan-dates';
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
  const t = useT('mealPlan');
  const locale = useLanguage();
  const { add, errors, pending } = useEntryAddition(t('addRecipeFailed'));
  const [date, setDate] = useState(() => localDay());
  const [slot, setSlot] = useState<MealSlot>('dinner');
  const [servings, setServings] = useState(recipe.servings === null ? '' : String(recipe.servings));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add({ date, slot, recipeId: recipe.id, servings, note: '' }, (entry) => {
      toast({
        title: t('addedToDaySlot', { day: dayName(entry.date, locale), slot: entry.slot }),
        description: t('addedToPlanText', {
          title: recipe.title,
          date: longDate(entry.date, locale),
        }),
      });
      onClose();
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('addToMealPlan')}</DialogTitle>
          <DialogDescription>{recipe.title}</DialogDescription>
        </DialogHeader>
        <DialogForm aria-label={t('addToMealPlan')} onSubmit={submit}>
          <Field id="add-plan-date" label={t('day')} error={errors.date}>
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
          <DialogFormFooter
            pending={pending}
            submitLabel={t('addToPlan')}
            pendingLabel={t('adding')}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
