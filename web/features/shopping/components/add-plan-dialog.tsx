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
import { useT } from '@/lib/i18n/texts';
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
  const t = useT('shopping');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('addFromPlan')}</DialogTitle>
          <DialogDescription>{t('addFromPlanText')}</DialogDescription>
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
  const t = useT('shopping');
  // This week, Monday to Sunday, the week a cook most often shops for.
  const [range, setRange] = useState(thisWeek);
  const [error, setError] = useState<{ from?: string; to?: string }>({});
  const add = useAddFrom(list.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { from, to } = range;
    if (!isPlanDate(from)) return setError({ from: t('chooseFirstDay') });
    if (!isPlanDate(to)) return setError({ to: t('chooseLastDay') });
    if (to < from) return setError({ to: t('lastBeforeFirst') });
    if (daysBetween(from, to) > MEAL_PLAN_LIMITS.rangeDays) {
      return setError({ to: t('tooManyDays', { count: MEAL_PLAN_LIMITS.rangeDays }) });
    }
    setError({});
    const before = fingerprint(list);
    add.mutate(
      { from, to },
      {
        onSuccess: (answer) => {
          toast(
            fingerprint(answer) === before
              ? { title: t('nothingToAdd'), description: t('nothingPlanned') }
              : { title: t('ingredientsAdded'), description: t('fromPlan') },
          );
          onAdded();
        },
        onError: (error) => addFailed(error, t),
      },
    );
  };

  return (
    <DialogForm aria-label={t('addFromPlan')} onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="plan-from" label={t('from')} error={error.from}>
          <Input
            {...fieldProps('plan-from', { error: error.from })}
            type="date"
            value={range.from}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
            className="h-12 text-base"
          />
        </Field>
        <Field id="plan-to" label={t('to')} error={error.to}>
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
        submitLabel={t('addIngredients')}
        pendingLabel={t('adding')}
      />
    </DialogForm>
  );
}
