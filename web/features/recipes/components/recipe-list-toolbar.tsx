import { RECIPE_SORTS } from '@contracts/recipes';
import { SearchField } from '@/components/search-field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useT } from '@/lib/i18n/texts';
import { isRecipeSort, type ListSort, SORT_NAMES } from '../lib/recipe-sorts';

/** My Recipes' search box and sort choice (`sorts`: fewer, for the household's list). */
export function RecipeListToolbar({
  search,
  onSearchChange,
  sort,
  sorts = RECIPE_SORTS,
  onSortChange,
  searching,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  sort: ListSort;
  sorts?: readonly ListSort[];
  onSortChange: (sort: ListSort) => void;
  searching: boolean;
}) {
  const t = useT('recipes');
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
          label={t('searchRecipes')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={onSearchChange}
          searching={searching}
        />
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor="recipe-sort" className="whitespace-nowrap text-muted-foreground">
          {t('sortBy')}
        </Label>
        <Select
          id="recipe-sort"
          value={sort}
          onChange={(event) => {
            if (isRecipeSort(event.target.value)) onSortChange(event.target.value);
          }}
          className="w-40"
        >
          {sorts.map((value) => (
            <option key={value} value={value}>
              {t(SORT_NAMES[value])}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}
