import { NUTRIENTS, type Nutrient } from '@contracts/organise';
import type { FieldErrors, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import type { RecipeFormMessages, RecipeFormValues } from '../../lib/recipe-form';
import { listError } from './array-error';

const FIELDS = [
  'title',
  'description',
  'prepTime',
  'cookTime',
  'servings',
  'difficulty',
  'sourceUrl',
  'totalTime',
] as const;
type ServerField = (typeof FIELDS)[number] | 'ingredients' | 'instructions' | 'tags' | 'nutrition';

/** Puts the server's 400 `issues` next to the fields they are about. */
export function showServerIssues(
  error: unknown,
  setError: UseFormSetError<RecipeFormValues>,
): void {
  for (const issue of asApiError(error)?.issues ?? []) {
    const field = issue.path.split('.')[0] as ServerField;
    if ((FIELDS as readonly string[]).includes(field)) {
      setError(field, { type: 'server', message: issue.message });
    } else if (field === 'ingredients' || field === 'instructions' || field === 'tags') {
      setError(field, { type: 'server', message: issue.message });
    } else if (field === 'nutrition') {
      // At the nutrient named, or under the whole group when the issue names none.
      const nutrient = issue.path.split('.')[1];
      if (nutrient && (NUTRIENTS as readonly string[]).includes(nutrient)) {
        setError(`nutrition.${nutrient as Nutrient}`, { type: 'server', message: issue.message });
      } else {
        setError('nutrition', { type: 'server', message: issue.message });
      }
    }
  }
}

/**
 * A form refused for having no ingredient or no instruction also says so in a toast (create:
 * 'Error' with the message; edit: 'Missing Ingredients' / 'Missing Instructions').
 */
export function toastMissingLists(
  errors: FieldErrors<RecipeFormValues>,
  messages: RecipeFormMessages,
  titles: { ingredients: string; instructions: string },
): void {
  for (const name of ['ingredients', 'instructions'] as const) {
    const message = listError(errors, name);
    if (message === messages[name]) {
      toast({ title: titles[name], description: message, variant: 'destructive' });
      return;
    }
  }
}
