import type { RecipeSort } from '@contracts/recipes';
import { Loader2, Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { isRecipeSort, RECIPE_SORT_OPTIONS } from '../lib/recipe-sorts';

/** My Recipes' search box and sort choice (SPEC §2). */
export function RecipeListToolbar({
  search,
  onSearchChange,
  sort,
  onSortChange,
  searching,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  sort: RecipeSort;
  onSortChange: (sort: RecipeSort) => void;
  searching: boolean;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and Safari < 17
    <form
      role="search"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid flex-1 gap-2">
        <Label htmlFor="recipe-search" className="sr-only">
          Search recipes
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-faint"
            aria-hidden="true"
          />
          <Input
            id="recipe-search"
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Search by title, description or ingredient..."
            className="pl-9"
            maxLength={200}
            autoComplete="off"
          />
          {searching && (
            <Loader2
              className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-primary"
              aria-hidden="true"
            />
          )}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor="recipe-sort" className="whitespace-nowrap text-muted-foreground">
          Sort by
        </Label>
        <Select
          id="recipe-sort"
          value={sort}
          onChange={(event) => {
            if (isRecipeSort(event.target.value)) onSortChange(event.target.value);
          }}
          className="w-40"
        >
          {RECIPE_SORT_OPTIONS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}
