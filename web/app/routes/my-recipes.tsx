import type { Recipe } from '@contracts/recipes';
import { paths } from '@contracts/routes';
import { BookOpen, PlusCircle, SearchX } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { useRecipes } from '@/features/recipes/api/recipe-queries';
import { CreateRecipeButton } from '@/features/recipes/components/create-recipe-button';
import { DeleteRecipeDialog } from '@/features/recipes/components/delete-recipe-dialog';
import { RecipeCard } from '@/features/recipes/components/recipe-card';
import {
  RECIPE_GRID_CLASS,
  RecipeGridSkeleton,
} from '@/features/recipes/components/recipe-card-skeleton';
import { RecipeListToolbar } from '@/features/recipes/components/recipe-list-toolbar';
import { type RecipeSort, sortRecipes } from '@/features/recipes/lib/sort-recipes';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const SEARCH_DELAY_MS = 300;
const SKELETON_COUNT = 8;

/** My Recipes (SPEC §2): search, sort, and the cards with edit and delete. */
export function Component() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<RecipeSort>('newest');
  const [toDelete, setToDelete] = useState<Recipe | null>(null);
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useRecipes(term);
  const recipes = useMemo(() => (data ? sortRecipes(data, sort) : []), [data, sort]);

  let results: ReactNode;
  if (isPending || (isPlaceholderData && recipes.length === 0)) {
    results = <RecipeGridSkeleton count={SKELETON_COUNT} label="Loading recipes…" />;
  } else if (isError) {
    results = (
      <EmptyState icon={BookOpen} title="Your recipes could not be loaded" headingLevel="h2">
        <Button variant="outline" onClick={() => refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  } else if (recipes.length === 0 && term) {
    results = (
      <EmptyState
        icon={SearchX}
        title="No recipes found"
        text={`No recipes match "${term}". Try a different search term.`}
        headingLevel="h2"
      />
    );
  } else if (recipes.length === 0) {
    results = (
      <EmptyState
        icon={BookOpen}
        title="No recipes yet"
        text="Start building your collection by creating your first recipe."
        headingLevel="h2"
      >
        <CreateRecipeButton />
      </EmptyState>
    );
  } else {
    results = (
      <ul className={RECIPE_GRID_CLASS} aria-busy={isPlaceholderData}>
        {recipes.map((recipe) => (
          <li key={recipe.id}>
            <RecipeCard
              recipe={recipe}
              titleAs="h2"
              onEdit={(chosen) => navigate(paths.edit(chosen.id))}
              onDelete={setToDelete}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>My Recipes · Simmer</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold font-serif text-3xl sm:text-4xl">My Recipes</h1>
          <p className="mt-1 text-stone-600">Search, sort and manage your collection.</p>
        </div>
        <Button asChild>
          <Link to={paths.create}>
            <PlusCircle aria-hidden="true" />
            New Recipe
          </Link>
        </Button>
      </header>
      <RecipeListToolbar
        search={search}
        onSearchChange={setSearch}
        sort={sort}
        onSortChange={setSort}
        searching={isFetching && !isPending}
      />
      <p role="status" className="sr-only">
        {data && !isPlaceholderData ? resultCount(recipes.length, term) : ''}
      </p>
      {results}
      <DeleteRecipeDialog recipe={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

function resultCount(count: number, term: string): string {
  const recipes = `${count} ${count === 1 ? 'recipe' : 'recipes'}`;
  return term ? `${recipes} found` : `${recipes} in your collection`;
}
