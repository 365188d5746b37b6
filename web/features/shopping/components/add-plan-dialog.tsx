import { daysBetween, isPlanDate, MEAL_PLAN_LIMITS } from '@contracts/meal-plan';
import type { ShoppingList } from '@contracts/shopping-lists';
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
import { useAddFrom } from '../api/list-mutations';
import { thisWeek } from '../lib/week';
import { addFailed } from './add-failed';

/** "Add from meal plan": the ingredients of every recipe planned from one day to another. */
export function AddPlanDialog({
  list,
  open,
  onOpenChange,
}: {
  list: Pick<ShoppingList, 'id' | 'items'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add from meal plan</DialogTitle>
          <DialogDescription>
            The ingredients of the recipes your household planned for these days, for the servings
            planned.
          </DialogDescription>
        </DialogHeader>
        <PlanForm list={list} onAdded={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** What the list holds, line by line: the same before and after means nothing was added. */
const fingerprint = ({ items }: Pick<ShoppingList, 'items'>) =>
  items.map((item) => `${item.id}:${item.text}`).join('\n');

function PlanForm({
  list,
  onAdded,
}: {
  list: Pick<ShoppingList, 'id' | 'items'>;
  onAdded: () => void;
}) {
  // This week, Monday to Sunday, the week a cook most often shops for.
  const [range, setRange] = useState(thisWeek);
  const [error, setError] = useState<{ from?: string; to?: string }>({});
  const add = useAddFrom(list.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { from, to } = range;
    if (!isPlanDate(from)) return setError({ from: 'Choose the first day' });
    if (!isPlanDate(to)) return setError({ to: 'Choose the last day' });
    if (to < from) return setError({ to: 'The last day must not be before the first' });
    if (daysBetween(from, to) > MEAL_PLAN_LIMITS.rangeDays) {
      return setError({ to: `Choose at most ${MEAL_PLAN_LIMITS.rangeDays} days` });
    }
    setError({});
    const before = fingerprint(list);
    add.mutate(
      { from, to },
      {
        onSuccess: (answer) => {
          toast(
            fingerprint(answer) === before
              ? { title: 'Nothing to add', description: 'No recipes are planned for those days.' }
              : { title: 'Ingredients added', description: 'From the meal plan.' },
          );
          onAdded();
        },
        onError: addFailed,
      },
    );
  };

  return (
    <DialogForm aria-label="Add from meal plan" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="plan-from" label="From" error={error.from}>
          <Input
            {...fieldProps('plan-from', { error: error.from })}
            type="date"
            value={range.from}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
            className="h-12 text-base"
          />
        </Field>
        <Field id="plan-to" label="To" error={error.to}>
          <Input
            {...fieldProps('plan-to', { error: error.to })}
            type="date"
            value={range.to}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
            className="h-12 text-base"
          />
        </Field>
      </div>
      <DialogFormFooter
        pending={add.isPending}
        submitLabel="Add ingredients"
        pendingLabel="Adding..."
      />
    </DialogForm>
  );
}
