import { ORGANISE_LIMITS } from '@contracts/organise';
import { DIFFICULTIES, RECIPE_LIMITS } from '@contracts/recipes';
import { useFormContext } from 'react-hook-form';
import { Field, fieldProps } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { RecipeFormValues } from '../../lib/recipe-form';
import { difficultyLabel } from '../difficulty-badge';

/** Prep time, cook time, total time, servings and difficulty. */
export function DetailsFields() {
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
      <Field id="recipe-prep-time" label="Prep Time" error={error.prepTime}>
        <Input
          {...fieldProps('recipe-prep-time', { error: error.prepTime })}
          {...register('prepTime')}
          maxLength={RECIPE_LIMITS.time}
          placeholder="e.g. 15 minutes"
        />
      </Field>
      <Field id="recipe-cook-time" label="Cook Time" error={error.cookTime}>
        <Input
          {...fieldProps('recipe-cook-time', { error: error.cookTime })}
          {...register('cookTime')}
          maxLength={RECIPE_LIMITS.time}
          placeholder="e.g. 30 minutes"
        />
      </Field>
      <Field id="recipe-total-time" label="Total Time" error={error.totalTime}>
        <Input
          {...fieldProps('recipe-total-time', { error: error.totalTime })}
          {...register('totalTime')}
          maxLength={ORGANISE_LIMITS.totalTime}
          placeholder="e.g. 1 hour 15 minutes"
        />
      </Field>
      <Field id="recipe-servings" label="Servings" error={error.servings}>
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
      <Field id="recipe-difficulty" label="Difficulty" error={error.difficulty}>
        <Select
          {...fieldProps('recipe-difficulty', { error: error.difficulty })}
          {...register('difficulty')}
        >
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {difficultyLabel(difficulty)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
