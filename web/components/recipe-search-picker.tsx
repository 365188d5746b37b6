import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { type RecipeChoice, useRecipeChoices } from '@/lib/recipe-choices';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

const SEARCH_DELAY_MS = 300;

/**
 * Choosing one of the household's recipes (the cook's own first; the newest before anything is
 * typed), for the pickers of the meal plan and the shopping list: a search box, then the results
 * with their loading, failure and empty states. `details` adds a line under a title.
 */
export function RecipeSearchPicker({
  id,
  typed,
  onType,
  chosen,
  onChoose,
  details,
}: {
  id: string;
  typed: string;
  onType: (typed: string) => void;
  chosen: RecipeChoice | null;
  onChoose: (choice: RecipeChoice) => void;
  details?: (choice: RecipeChoice) => string;
}) {
  const t = useT('shared');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const { choices, isPending, isFetching, isError, retry } = useRecipeChoices(search);

  let results: ReactNode;
  if (isPending) {
    results = (
      <p role="status" className="text-muted-foreground text-sm">
        {t('loadingRecipes')}
      </p>
    );
  } else if (isError) {
    results = (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-destructive text-sm">
        {t('recipesFailed')}
        <Button type="button" variant="outline" size="sm" onClick={retry}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (choices.length === 0) {
    results = (
      <p className="text-muted-foreground text-sm">
        {search ? t('noMatch', { search }) : t('noRecipes')}
      </p>
    );
  } else {
    results = (
      <ul aria-label={t('recipeChoices')} className="grid max-h-60 gap-1 overflow-y-auto">
        {choices.map((choice) => {
          const selected = chosen?.id === choice.id;
          const line = details?.(choice);
          return (
            <li key={choice.id}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onChoose(choice)}
                className={cn(
                  'flex min-h-12 w-full items-center gap-3 rounded-lg border px-3 py-2 text-left text-sm transition-colors',
                  selected ? 'border-primary bg-accent' : 'border-transparent hover:bg-muted',
                )}
              >
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-medium">{choice.title}</span>
                  {line && <span className="text-muted-foreground text-xs">{line}</span>}
                </span>
                {selected && <Check className="size-4 text-primary" aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    // Enter in the search box searches (it does as it is typed): it does not send the form.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the key reaching the form
    <div
      className="grid gap-2"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
        }
      }}
    >
      <SearchField
        id={id}
        label={t('searchRecipes')}
        placeholder={t('searchPlaceholder')}
        value={typed}
        onChange={onType}
        searching={isFetching && !isPending}
      />
      {results}
    </div>
  );
}
