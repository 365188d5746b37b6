import type { MealPlanEntry } from '@contracts/meal-plan';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { checkEntry, type EntryDraft, type EntryErrors, serverErrors } from '../lib/entry-input';
import { useAddEntry } from './meal-plan-mutations';

/**
 * Adding a meal from a form: the draft checked by the server's rules first, each field's
 * complaint (the form's or the server's) kept for the form to show, and a refusal said in a toast
 * (`failure` when the server gives no reason of its own).
 */
export function useEntryAddition(failure: string) {
  const t = useT('mealPlan');
  const addition = useAddEntry();
  const [errors, setErrors] = useState<EntryErrors>({});

  const add = (draft: EntryDraft, onAdded: (entry: MealPlanEntry) => void) => {
    const checked = checkEntry(draft);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    addition.mutate(checked.input, {
      onSuccess: onAdded,
      onError: (error) => {
        const refused = asApiError(error);
        setErrors(serverErrors(refused?.issues ?? []));
        toast(
          rateLimitToast(error) ?? {
            title: t('error'),
            description: refused?.serverMessage ?? failure,
            variant: 'destructive',
          },
        );
      },
    });
  };

  return { add, errors, setErrors, pending: addition.isPending };
}
