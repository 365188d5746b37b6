import { User, UsersRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { RecipeScope } from '../lib/recipe-list-filters';

const SCOPES: readonly { value: RecipeScope; label: string; icon: typeof User }[] = [
  { value: 'mine', label: 'Mine', icon: User },
  { value: 'household', label: 'Household', icon: UsersRound },
];

/** My Recipes' choice of whose recipes: the cook's own, or everyone's in the household. */
export function RecipeScopeSwitch({
  scope,
  onChange,
}: {
  scope: RecipeScope;
  onChange: (scope: RecipeScope) => void;
}) {
  return (
    <fieldset className="m-0 inline-flex min-w-0 gap-1 rounded-xl border border-border bg-card p-1 shadow-xs">
      <legend className="sr-only">Whose recipes</legend>
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
            {label}
          </Button>
        );
      })}
    </fieldset>
  );
}
