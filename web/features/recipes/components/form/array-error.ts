import type { FieldErrors } from 'react-hook-form';
import type { RecipeFormValues } from '../../lib/recipe-form';

/**
 * The message of a rule on a whole list (e.g. "add at least one ingredient"). React Hook Form
 * keeps it under `root` for field arrays, or on the list itself when set with setError.
 */
export function listError(
  errors: FieldErrors<RecipeFormValues>,
  name: 'ingredients' | 'instructions',
): string | undefined {
  const error = errors[name];
  return error?.root?.message ?? error?.message;
}
