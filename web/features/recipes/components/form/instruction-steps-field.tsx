import { RECIPE_LIMITS } from '@contracts/recipes';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FieldError } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/texts';
import type { RecipeFormValues } from '../../lib/recipe-form';
import { listError } from './array-error';
import { RemoveRowButton } from './remove-row-button';

/** Numbered instruction steps; a step can be removed only while more than one remains. */
export function InstructionStepsField() {
  const t = useT('recipe');
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'instructions' });
  const error = listError(errors, 'instructions');

  return (
    <div className="grid gap-3">
      <ol className="grid gap-3" aria-describedby={error ? 'instructions-error' : undefined}>
        {fields.map((field, index) => {
          const n = index + 1;
          const stepError = errors.instructions?.[index]?.text?.message;
          return (
            <li key={field.id} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="mt-1.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-sm text-primary-foreground"
              >
                {n}
              </span>
              <div className="grid flex-1 gap-1">
                <Textarea
                  {...register(`instructions.${index}.text`)}
                  aria-label={t('stepN', { n })}
                  aria-invalid={stepError ? true : undefined}
                  maxLength={RECIPE_LIMITS.instruction}
                  rows={2}
                  placeholder={t('stepPlaceholder', { n })}
                />
                <FieldError message={stepError} />
              </div>
              <RemoveRowButton
                className="mt-1 w-10"
                label={t('removeStepN', { n })}
                title={t('removeStep')}
                disabled={fields.length <= 1}
                onClick={() => remove(index)}
              />
            </li>
          );
        })}
      </ol>
      <FieldError id="instructions-error" message={error} />
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => append({ text: '' })}
      >
        <Plus aria-hidden="true" />
        {t('addStep')}
      </Button>
    </div>
  );
}
