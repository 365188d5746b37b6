import { useState } from 'react';
import { FieldError } from '@/components/field';
import { RecipeSearchPicker } from '@/components/recipe-search-picker';
import { useCurrentUser } from '@/lib/current-user';
import { useT } from '@/lib/i18n/texts';
import { personName } from '@/lib/person-name';
import type { RecipeChoice } from '@/lib/recipe-choices';

/**
 * Choosing the recipe to plan: a search over the cook's recipes and the household's (the newest
 * before anything is typed), each result saying whose it is.
 */
export function RecipePicker({
  chosen,
  onChoose,
  error,
}: {
  chosen: RecipeChoice | null;
  onChoose: (choice: RecipeChoice) => void;
  error?: string;
}) {
  const t = useT('mealPlan');
  const [typed, setTyped] = useState('');
  const { user } = useCurrentUser();
  const whose = (choice: RecipeChoice) =>
    choice.userId === user?.id
      ? t('whoseYours')
      : choice.user
        ? t('whoseMember', { name: personName(choice.user) })
        : t('whoseSomeMember');
  // "4 servings", "1 serving", or nothing.
  const servingsText = (servings: number | null) =>
    servings === null ? null : t('servings', { count: servings });
  return (
    <div className="grid gap-2">
      <RecipeSearchPicker
        id="plan-recipe-search"
        typed={typed}
        onType={setTyped}
        chosen={chosen}
        onChoose={onChoose}
        details={(choice) =>
          [whose(choice), servingsText(choice.servings)].filter(Boolean).join(' · ')
        }
      />
      <FieldError id="plan-recipe-error" message={error} />
    </div>
  );
}
