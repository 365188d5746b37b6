import { languageName } from '@contracts/languages';
import { ORGANISE_LIMITS } from '@contracts/organise';
import { DIFFICULTIES, RECIPE_LIMITS } from '@contracts/recipes';
import { useFormContext } from 'react-hook-form';
import { Field, fieldProps } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { supportedLanguages } from '@/lib/i18n/language';
import { useT } from '@/lib/i18n/texts';
import type { RecipeFormValues } from '../../lib/recipe-form';

/** Prep time, cook time, total time, servings, difficulty and the language it is written in. */
export function DetailsFields() {
  const t = useT('recipe');
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const error = {
    prepTime: errors.prepTime?.message,
    cookTime: errors.cookTime?.message,
    totalTime: errors.totalTime?.message,
    servings: errors.servings?.message,
    difficulty: errors.difficulty?.message,
  };

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id="recipe-prep-time" label={t('prepTime')} error={error.prepTime}>
        <Input
          {...fieldProps('recipe-prep-time', { error: error.prepTime })}
          {...register('prepTime')}
          maxLength={RECIPE_LIMITS.time}
          placeholder={t('prepTimePlaceholder')}
        />
      </Field>
      <Field id="recipe-cook-time" label={t('cookTime')} error={error.cookTime}>
        <Input
          {...fieldProps('recipe-cook-time', { error: error.cookTime })}
          {...register('cookTime')}
          maxLength={RECIPE_LIMITS.time}
          placeholder={t('cookTimePlaceholder')}
        />
      </Field>
      <Field id="recipe-total-time" label={t('totalTime')} error={error.totalTime}>
        <Input
          {...fieldProps('recipe-total-time', { error: error.totalTime })}
          {...register('totalTime')}
          maxLength={ORGANISE_LIMITS.totalTime}
          placeholder={t('totalTimePlaceholder')}
        />
      </Field>
      <Field id="recipe-servings" label={t('servings')} error={error.servings}>
        <Input
          {...fieldProps('recipe-servings', { error: error.servings })}
          {...register('servings')}
          type="number"
          inputMode="numeric"
          min={1}
          max={RECIPE_LIMITS.servings}
          step={1}
        />
      </Field>
      <Field id="recipe-difficulty" label={t('difficulty')} error={error.difficulty}>
        <Select
          {...fieldProps('recipe-difficulty', { error: error.difficulty })}
          {...register('difficulty')}
        >
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {t('difficultyName', { difficulty })}
            </option>
          ))}
        </Select>
      </Field>
      {/* Read-aloud reads the recipe in a voice of its language. */}
      <Field id="recipe-language" label={t('language')}>
        <Select {...fieldProps('recipe-language')} {...register('language')}>
          <option value="">{t('languageNotSet')}</option>
          {supportedLanguages.map((language) => (
            <option key={language} value={language} lang={language}>
              {languageName(language)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
