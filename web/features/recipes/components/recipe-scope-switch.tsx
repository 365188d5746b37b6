import { User, UsersRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import type { RecipesText } from '../lib/collection-text';
import type { RecipeScope } from '../lib/recipe-list-filters';

const SCOPES: readonly { value: RecipeScope; label: RecipesText; icon: typeof User }[] = [
  { value: 'mine', label: 'scopeMine', icon: User },
  { value: 'household', label: 'scopeHousehold', icon: UsersRound },
];

/** My Recipes' choice of whose recipes: the cook's own, or everyone's in the household. */
export function RecipeScopeSwitch({
  scope,
  onChange,
}: {
  scope: RecipeScope;
  onChange: (scope: RecipeScope) => void;
}) {
  const t = useT('recipes');
  return (
    <fieldset className="m-0 inline-flex min-w-0 gap-1 rounded-xl border border-border bg-card p-1 shadow-xs">
      <legend className="sr-only">{t('whoseRecipes')}</legend>
      {SCOPES.map(({ value, label, icon: Icon }) => {
        const chosen = scope === value;
        return (
          <Button
            key={value}
            type="button"
            variant="ghost"
            size="sm"
            aria-pressed={chosen}
            className={cn(chosen && 'bg-accent text-primary-strong hover:bg-accent')}
            onClick={() => onChange(value)}
          >
            <Icon aria-hidden="true" />
            {t(label)}
          </Button>
        );
      })}
    </fieldset>
  );
}
