import { SearchField } from '@/components/search-field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { isRecipeSort, type ListSort, RECIPE_SORT_OPTIONS } from '../lib/recipe-sorts';

/** My Recipes' search box and sort choice (`sortOptions`: fewer, for the household's list). */
export function RecipeListToolbar({
  search,
  onSearchChange,
  sort,
  sortOptions = RECIPE_SORT_OPTIONS,
  onSortChange,
  searching,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  sort: ListSort;
  sortOptions?: readonly { value: ListSort; label: string }[];
  onSortChange: (sort: ListSort) => void;
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
        <SearchField
          id="recipe-search"
          label="Search recipes"
          placeholder="Search by title, description or ingredient..."
          value={search}
          onChange={onSearchChange}
          searching={searching}
        />
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
          {sortOptions.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}
