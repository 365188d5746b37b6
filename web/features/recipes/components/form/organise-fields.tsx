import { NUTRIENTS, ORGANISE_LIMITS } from '@contracts/organise';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Field, FieldError, fieldProps } from '@/components/field';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import { useTags } from '../../api/recipe-queries';
import type { RecipeFormValues } from '../../lib/recipe-form';
import { TagsInput } from '../tags-input';

/** Tags, where the recipe came from, and nutrition per serving (decision 037). */
/** What a web address starts with: the same in every language. */
const ADDRESS_START = 'https://';

export function OrganiseFields() {
  const t = useT('recipe');
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  // Suggestions only: without them (still loading, or failed) tags are simply typed.
  const { data: ownTags = [] } = useTags();
  const error = {
    tags: errors.tags?.message ?? errors.tags?.root?.message,
    sourceUrl: errors.sourceUrl?.message,
  };

  return (
    <div className="grid gap-5">
      <Field id="recipe-tags" label={t('tags')} hint={t('tagsHint')} error={error.tags}>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagsInput
              id="recipe-tags"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              suggestions={ownTags.map((tag) => tag.name)}
              invalid={Boolean(error.tags)}
              describedBy={error.tags ? 'recipe-tags-hint recipe-tags-error' : 'recipe-tags-hint'}
            />
          )}
        />
      </Field>
      <Field id="recipe-source" label={t('source')} error={error.sourceUrl}>
        <Input
          {...fieldProps('recipe-source', { error: error.sourceUrl })}
          {...register('sourceUrl')}
          type="url"
          inputMode="url"
          maxLength={ORGANISE_LIMITS.sourceUrl}
          placeholder={ADDRESS_START}
          autoComplete="off"
        />
      </Field>
      <NutritionFields />
    </div>
  );
}

/**
 * Nutrition per serving, folded away until wanted: most recipes have none. Open from the start
 * when the recipe has some, and opened whenever one of its fields is refused.
 */
function NutritionFields() {
  const t = useT('recipe');
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const [open, setOpen] = useState(() =>
    NUTRIENTS.some((nutrient) => getValues(`nutrition.${nutrient}`)?.trim()),
  );
  const failed = Boolean(errors.nutrition);
  const shown = open || failed;
  const groupError = errors.nutrition?.message ?? errors.nutrition?.root?.message;

  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="contents">
        <button
          type="button"
          aria-expanded={shown}
          aria-controls="recipe-nutrition"
          className="inline-flex items-center gap-1.5 rounded-md font-medium text-sm hover:text-primary"
          onClick={() => setOpen(!shown)}
        >
          <ChevronDown
            className={cn('size-4 transition-transform', shown || '-rotate-90')}
            aria-hidden="true"
          />
          {t('nutritionPerServing')}
        </button>
      </legend>
      <div id="recipe-nutrition" hidden={!shown} className="mt-3">
        <div className="grid gap-4 sm:grid-cols-3">
          {NUTRIENTS.map((nutrient) => {
            const id = `recipe-nutrition-${nutrient}`;
            const message = errors.nutrition?.[nutrient]?.message;
            return (
              <Field key={nutrient} id={id} label={t('nutrientName', { nutrient })} error={message}>
                <Input
                  {...fieldProps(id, { error: message })}
                  {...register(`nutrition.${nutrient}`)}
                  maxLength={ORGANISE_LIMITS.nutrient}
                  placeholder={t(
                    nutrient === 'calories' ? 'caloriesPlaceholder' : 'nutrientPlaceholder',
                  )}
                  autoComplete="off"
                />
              </Field>
            );
          })}
        </div>
        <FieldError message={groupError} />
      </div>
    </fieldset>
  );
}
