import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useT } from '@/lib/i18n/texts';
import { useMyCookbooks } from '../api/recipe-bulk';
import { isDay, type RecipeListFilters } from '../lib/recipe-list-filters';

/**
 * Two of My Recipes' filters: one of the cook's cookbooks, and the recipes not cooked since a day
 * (to find what has been forgotten). A cookbook from an address that the list does not hold (one
 * deleted since the bookmark) is still offered, chosen, so it can be taken off.
 */
export function RecipeListCookingFilters({
  filters,
  onChange,
}: {
  filters: RecipeListFilters;
  onChange: (next: Partial<RecipeListFilters>) => void;
}) {
  const t = useT('recipes');
  const cookbooks = useMyCookbooks();
  const list = cookbooks.data ?? [];
  const chosen = filters.cookbook;
  const unknown = chosen !== undefined && !list.some((cookbook) => cookbook.id === chosen);
  return (
    <>
      <div className="flex items-center gap-2">
        <Label htmlFor="recipe-cookbook" className="whitespace-nowrap text-muted-foreground">
          {t('cookbook')}
        </Label>
        <Select
          id="recipe-cookbook"
          value={chosen ? String(chosen) : ''}
          onChange={(event) =>
            onChange({ cookbook: event.target.value ? Number(event.target.value) : undefined })
          }
          className="w-44"
        >
          <option value="">{t('anyCookbook')}</option>
          {unknown && <option value={chosen}>{t('cookbookNumber', { id: chosen })}</option>}
          {list.map((cookbook) => (
            <option key={cookbook.id} value={cookbook.id}>
              {cookbook.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex items-center gap-2">
        <Label
          htmlFor="recipe-not-cooked-since"
          className="whitespace-nowrap text-muted-foreground"
        >
          {t('notCookedSince')}
        </Label>
        <Input
          id="recipe-not-cooked-since"
          type="date"
          value={filters.notCookedSince ?? ''}
          onChange={(event) => {
            const day = isDay(event.target.value) ? event.target.value : undefined;
            // A half-typed day reads as '' until whole: it clears a chosen day, but adds no step
            // to the history while nothing was chosen.
            if (day !== filters.notCookedSince) onChange({ notCookedSince: day });
          }}
          className="h-10 w-44"
        />
      </div>
    </>
  );
}
