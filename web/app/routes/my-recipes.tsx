import type { RecipeCard as RecipeCardData } from '@contracts/recipes';
import { paths } from '@contracts/routes';
import { BookOpen, PlusCircle, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { useHouseholdRecipeCards } from '@/features/recipes/api/household-recipes';
import { useRecipeCards } from '@/features/recipes/api/recipe-queries';
import { CreateRecipeButton } from '@/features/recipes/components/create-recipe-button';
import { DeleteRecipeDialog } from '@/features/recipes/components/delete-recipe-dialog';
import { HouseholdRecipeResults } from '@/features/recipes/components/household-recipe-results';
import { MyRecipesGrid } from '@/features/recipes/components/my-recipes-grid';
import { RecipeGridSkeleton } from '@/features/recipes/components/recipe-card-skeleton';
import { RecipeListFilterBar } from '@/features/recipes/components/recipe-list-filters';
import { RecipeListToolbar } from '@/features/recipes/components/recipe-list-toolbar';
import { RecipePager } from '@/features/recipes/components/recipe-pager';
import { RecipeScopeSwitch } from '@/features/recipes/components/recipe-scope-switch';
import {
  isFiltered,
  NO_FILTERS,
  type RecipeListFilters,
  readListFilters,
  writeListFilters,
} from '@/features/recipes/lib/recipe-list-filters';
import { HOUSEHOLD_SORTS, isHouseholdSort } from '@/features/recipes/lib/recipe-sorts';
import { recipeTotalText } from '@/features/recipes/lib/recipe-total';
import { useT } from '@/lib/i18n/texts';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const SEARCH_DELAY_MS = 300;
const SKELETON_COUNT = 8;

/**
 * My Recipes: search, sort and filters (tags, favourites, rating, cookbook, not cooked since) on
 * the server, the cards a page at a time with edit and delete, chosen for bulk actions, and the
 * whole list's size in the header. The choices live in the
 * address, so the back button and bookmarks bring the same list back (decision 037). In the
 * household's scope the list is every member's recipes, searched and sorted only: the filters
 * are one cook's own.
 */
export function Component() {
  const t = useT('recipes');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params);
  const { search: term, sort } = filters;
  const household = filters.scope === 'household';
  const householdSort = isHouseholdSort(sort) ? sort : 'newest';
  const [search, setSearch] = useSearchBox(term, (typed) =>
    // Typing replaces the address rather than adding a step back per word.
    setParams((now) => writeListFilters({ ...readListFilters(now), search: typed }), {
      replace: true,
    }),
  );
  const choose = (next: Partial<RecipeListFilters>) =>
    setParams((now) => writeListFilters({ ...readListFilters(now), ...next }));
  const [toDelete, setToDelete] = useState<RecipeCardData | null>(null);
  const { query, cards, total } = useRecipeCards({
    search: term,
    sort,
    tags: filters.tags,
    favorite: filters.favorite,
    minRating: filters.minRating,
    cookbook: filters.cookbook,
    notCookedSince: filters.notCookedSince,
    enabled: !household,
  });
  const householdList = useHouseholdRecipeCards({
    search: term,
    sort: householdSort,
    enabled: household,
  });
  const { data, isPending, isError, isPlaceholderData } = query;
  const shown = household ? householdList : { query, total };
  const filtered = household ? Boolean(term.trim()) : isFiltered(filters);
  const summary = useSettledSummary(
    shown.query.data && !shown.query.isPlaceholderData && shown.total
      ? recipeTotalText(t, shown.total, filtered)
      : null,
    shown.query.isError && !shown.query.data,
  );

  let results: ReactNode;
  if (household) {
    results = <HouseholdRecipeResults list={householdList} search={term} />;
  } else if (isPending || (isPlaceholderData && cards.length === 0)) {
    results = <RecipeGridSkeleton count={SKELETON_COUNT} label={t('loadingRecipes')} />;
  } else if (isError && !data) {
    results = (
      <EmptyState icon={BookOpen} title={t('recipesFailed')} headingLevel="h2">
        <Button variant="outline" onClick={() => query.refetch()}>
          {t('tryAgain')}
        </Button>
      </EmptyState>
    );
  } else if (cards.length === 0 && !query.hasNextPage && term) {
    results = (
      <EmptyState
        icon={SearchX}
        title={t('noneFound')}
        text={t('noMatch', { search: term })}
        headingLevel="h2"
      />
    );
  } else if (cards.length === 0 && !query.hasNextPage && filtered) {
    results = (
      <EmptyState icon={SearchX} title={t('noneFound')} text={t('noFilterMatch')} headingLevel="h2">
        <Button
          variant="outline"
          onClick={() => setParams(writeListFilters({ ...filters, ...NO_FILTERS }))}
        >
          {t('clearFilters')}
        </Button>
      </EmptyState>
    );
  } else if (cards.length === 0 && !query.hasNextPage) {
    results = (
      <EmptyState icon={BookOpen} title={t('emptyTitle')} text={t('emptyText')} headingLevel="h2">
        <CreateRecipeButton />
      </EmptyState>
    );
  } else {
    // With every loaded card deleted but pages left, the pager alone remains and loads on.
    results = (
      <>
        <MyRecipesGrid
          cards={cards}
          busy={isPlaceholderData}
          onEdit={(chosen) => navigate(paths.edit(chosen.id))}
          onDelete={setToDelete}
        />
        <RecipePager query={query} shown={cards.length} />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('pageTitle')}</title>
      {/* On a phone the button has a row of its own: beside a short summary ("30 recipes") but
          below the longer tagline it would move the page whenever the line under the heading
          changes. */}
      <header className="flex flex-col items-start gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold font-serif text-3xl sm:text-4xl">{t('myRecipes')}</h1>
          {/* A live region: the new total is announced once a search or sort has loaded. */}
          <p role="status" className="mt-1 text-muted-foreground">
            {summary ?? (household ? t('householdTagline') : t('tagline'))}
          </p>
        </div>
        <Button asChild>
          <Link to={paths.create}>
            <PlusCircle aria-hidden="true" />
            {t('newRecipe')}
          </Link>
        </Button>
      </header>
      <RecipeScopeSwitch scope={filters.scope} onChange={(scope) => choose({ scope })} />
      <RecipeListToolbar
        search={search}
        onSearchChange={setSearch}
        sort={household ? householdSort : sort}
        sorts={household ? HOUSEHOLD_SORTS : undefined}
        onSortChange={(next) => choose({ sort: next })}
        searching={
          shown.query.isFetching && !shown.query.isFetchingNextPage && !shown.query.isPending
        }
      />
      {!household && <RecipeListFilterBar filters={filters} onChange={choose} />}
      {results}
      <DeleteRecipeDialog recipe={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

/**
 * The header's total, held while a new search or sort loads: the previous cards stay on screen
 * meanwhile, and so does the count that goes with them (the new one would name the wrong list).
 * `failed` clears it: the error state below shows no list to count.
 */
function useSettledSummary(settled: string | null, failed: boolean): string | null {
  const [shown, setShown] = useState<string | null>(settled);
  const next = failed ? null : (settled ?? shown);
  if (next !== shown) setShown(next);
  return next;
}

/**
 * The search box's text: what is typed shows at once, and reaches the address (and so the list)
 * once typing pauses. When the address changes by other means (back, a tag's link), the box
 * follows it.
 */
function useSearchBox(inAddress: string, write: (typed: string) => void) {
  const [typed, setTyped] = useState(inAddress);
  const [seen, setSeen] = useState(inAddress);
  const settled = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  if (inAddress !== seen) {
    setSeen(inAddress);
    if (inAddress !== typed.trim()) setTyped(inAddress);
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing writes
  useEffect(() => {
    if (settled !== inAddress) write(settled);
  }, [settled]);
  return [typed, setTyped] as const;
}
