import { RECIPE_LIMITS } from '@contracts/recipes';
import { useFormContext } from 'react-hook-form';
import { Field, fieldProps } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/texts';
import type { RecipeFormValues } from '../../lib/recipe-form';

/** Title (required) and description. */
export function BasicFields() {
  const t = useT('recipe');
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const titleError = errors.title?.message;
  const descriptionError = errors.description?.message;

  return (
    <div className="grid gap-5">
      <Field id="recipe-title" label={t('title')} required error={titleError}>
        <Input
          {...fieldProps('recipe-title', { error: titleError })}
          {...register('title')}
          aria-required="true"
          maxLength={RECIPE_LIMITS.title}
          placeholder={t('titlePlaceholder')}
          autoComplete="off"
        />
      </Field>
      <Field id="recipe-description" label={t('description')} error={descriptionError}>
        <Textarea
          {...fieldProps('recipe-description', { error: descriptionError })}
          {...register('description')}
          maxLength={RECIPE_LIMITS.description}
          rows={3}
          placeholder={t('descriptionPlaceholder')}
        />
      </Field>
    </div>
  );
}
