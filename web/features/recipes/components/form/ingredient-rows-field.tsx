import { UNITS } from '@contracts/recipes';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FieldError } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useT } from '@/lib/i18n/texts';
import { emptyIngredientRow } from '../../lib/ingredients';
import type { RecipeFormValues } from '../../lib/recipe-form';
import { listError } from './array-error';
import { RemoveRowButton } from './remove-row-button';

/**
 * Ingredient rows of quantity, unit (one of the 12 offered) and name. Rows are added at the end; a
 * row can be removed only while more than one remains.
 */
export function IngredientRowsField() {
  const t = useT('recipe');
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  const error = listError(errors, 'ingredients');

  return (
    <div className="grid gap-3">
      <p
        aria-hidden="true"
        className="hidden grid-cols-[6rem_8rem_1fr_2.5rem] gap-2 px-1 font-medium text-muted-foreground text-xs sm:grid"
      >
        <span>{t('quantity')}</span>
        <span>{t('unit')}</span>
        <span>{t('ingredient')}</span>
      </p>
      <ol className="grid gap-3" aria-describedby={error ? 'ingredients-error' : undefined}>
        {fields.map((field, index) => {
          const n = index + 1;
          const nameError = errors.ingredients?.[index]?.name?.message;
          return (
            <li
              key={field.id}
              className="grid grid-cols-[1fr_1fr_2.5rem] gap-2 sm:grid-cols-[6rem_8rem_1fr_2.5rem]"
            >
              <Input
                {...register(`ingredients.${index}.quantity`)}
                aria-label={t('ingredientQuantity', { n })}
                placeholder={t('quantityPlaceholder')}
                autoComplete="off"
              />
              <Select
                {...register(`ingredients.${index}.unit`)}
                aria-label={t('ingredientUnit', { n })}
              >
                <option value="">{t('noUnit')}</option>
                {UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </Select>
              <Input
                {...register(`ingredients.${index}.name`)}
                aria-label={t('ingredientName', { n })}
                aria-invalid={nameError ? true : undefined}
                placeholder={t('ingredientPlaceholder')}
                autoComplete="off"
                className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto"
              />
              <RemoveRowButton
                className="sm:col-start-4 sm:row-start-1"
                label={t('removeIngredientN', { n })}
                title={t('removeIngredient')}
                disabled={fields.length <= 1}
                onClick={() => remove(index)}
              />
            </li>
          );
        })}
      </ol>
      <FieldError id="ingredients-error" message={error} />
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => append(emptyIngredientRow())}
      >
        <Plus aria-hidden="true" />
        {t('addIngredient')}
      </Button>
    </div>
  );
}
