import { tagKey } from '@contracts/organise';
import { paths } from '@contracts/routes';
import { Heart, Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import { useTags } from '../api/recipe-queries';
import type { RecipeListFilters } from '../lib/recipe-list-filters';
import { toggleTag } from '../lib/recipe-list-filters';
import { RecipeListCookingFilters } from './recipe-list-cooking-filters';

const chipClass =
  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-medium text-sm transition-colors';

/**
 * My Recipes' filters: the cook's tags as toggles (several chosen: recipes with all of them),
 * favourites only, a lowest rating, a cookbook and a day not cooked since.
 */
export function RecipeListFilterBar({
  filters,
  onChange,
}: {
  filters: RecipeListFilters;
  onChange: (next: Partial<RecipeListFilters>) => void;
}) {
  const t = useT('recipes');
  const tags = useTags();
  const chosen = new Set(filters.tags.map(tagKey));
  // A tag from an address (a link, a bookmark) that the cook no longer has is still shown, chosen,
  // so it can be taken off.
  const known = new Set((tags.data ?? []).map((tag) => tagKey(tag.name)));
  const orphans = filters.tags.filter((tag) => !known.has(tagKey(tag)));

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-pressed={filters.favorite}
          className={cn(filters.favorite && 'border-primary text-primary')}
          onClick={() => onChange({ favorite: !filters.favorite })}
        >
          <Heart className={cn(filters.favorite && 'fill-current')} aria-hidden="true" />
          {t('favourites')}
        </Button>
        <div className="flex items-center gap-2">
          <Label htmlFor="recipe-min-rating" className="whitespace-nowrap text-muted-foreground">
            {t('rating')}
          </Label>
          <Select
            id="recipe-min-rating"
            value={filters.minRating ? String(filters.minRating) : ''}
            onChange={(event) =>
              onChange({ minRating: event.target.value ? Number(event.target.value) : undefined })
            }
            className="w-36"
          >
            <option value="">{t('anyRating')}</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {t('minStars', { stars })}
              </option>
            ))}
          </Select>
        </div>
        <RecipeListCookingFilters filters={filters} onChange={onChange} />
        <Link
          to={paths.tags}
          className="ml-auto inline-flex items-center gap-1.5 rounded-md font-medium text-primary text-sm hover:underline"
        >
          <Settings2 className="size-4" aria-hidden="true" />
          {t('manageTags')}
        </Link>
      </div>
      <section aria-label={t('filterByTag')}>
        {tags.isPending ? (
          <div role="status" className="flex gap-2">
            <span className="sr-only">{t('loadingTags')}</span>
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-8 w-20 rounded-full" />
            ))}
          </div>
        ) : tags.isError ? (
          <p className="text-muted-foreground text-sm">
            {t('tagsFailed')}{' '}
            <button
              type="button"
              className="font-medium text-primary hover:underline"
              onClick={() => tags.refetch()}
            >
              {t('reloadTags')}
            </button>
          </p>
        ) : tags.data.length === 0 && orphans.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('noTags')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {[...orphans.map((name) => ({ name, count: null })), ...tags.data].map(
              ({ name, count }) => {
                const pressed = chosen.has(tagKey(name));
                return (
                  <li key={tagKey(name)}>
                    <button
                      type="button"
                      aria-pressed={pressed}
                      aria-label={count === null ? undefined : t('tagWithCount', { name, count })}
                      className={cn(
                        chipClass,
                        pressed
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'border-input bg-card hover:border-faint',
                      )}
                      onClick={() => onChange({ tags: toggleTag(filters.tags, name) })}
                    >
                      {name}
                      {count !== null && (
                        <span
                          aria-hidden="true"
                          className={cn('text-xs', !pressed && 'text-muted-foreground')}
                        >
                          {count}
                        </span>
                      )}
                    </button>
                  </li>
                );
              },
            )}
          </ul>
        )}
      </section>
    </div>
  );
}
