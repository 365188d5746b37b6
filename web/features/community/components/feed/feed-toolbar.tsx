import type { FeedFilter, FeedSort } from '@contracts/community';
import { LayoutGrid, List, RefreshCw } from 'lucide-react';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import type { CommunityText } from '../../lib/community-text';
import type { FeedView } from '../../lib/use-feed-view';

const FILTERS: readonly { value: FeedFilter; label: CommunityText }[] = [
  { value: 'all', label: 'filterAll' },
  { value: 'liked', label: 'filterLiked' },
  { value: 'following', label: 'filterFollowing' },
];
const SORTS: readonly { value: FeedSort; label: CommunityText }[] = [
  { value: 'newest', label: 'sortNewest' },
  { value: 'oldest', label: 'sortOldest' },
  { value: 'popular', label: 'sortPopular' },
];

const VIEWS: readonly { value: FeedView; label: CommunityText; icon: typeof List }[] = [
  { value: 'list', label: 'listView', icon: List },
  { value: 'grid', label: 'gridView', icon: LayoutGrid },
];

/**
 * The feed's search (server-side), filter (signed in only: it needs a user), sort, Refresh and
 * the grid/list switch.
 */
export function FeedToolbar({
  search,
  onSearchChange,
  searching,
  filter,
  onFilterChange,
  sort,
  onSortChange,
  refreshing,
  onRefresh,
  view,
  onViewChange,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  searching: boolean;
  filter: FeedFilter;
  /** Leave out to hide the filter (visitors). */
  onFilterChange?: (filter: FeedFilter) => void;
  sort: FeedSort;
  onSortChange: (sort: FeedSort) => void;
  refreshing: boolean;
  onRefresh: () => void;
  view: FeedView;
  onViewChange: (view: FeedView) => void;
}) {
  const t = useT('community');
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and Safari < 17 */}
      <form role="search" className="flex-1" onSubmit={(event) => event.preventDefault()}>
        <SearchField
          id="feed-search"
          label={t('searchPosts')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={onSearchChange}
          searching={searching}
        />
      </form>
      <div className="flex flex-wrap items-center gap-2">
        {onFilterChange && (
          <>
            <Label htmlFor="feed-filter" className="sr-only">
              {t('show')}
            </Label>
            <Select
              id="feed-filter"
              value={filter}
              onChange={(event) => {
                const chosen = FILTERS.find((option) => option.value === event.target.value);
                if (chosen) onFilterChange(chosen.value);
              }}
              className="w-36"
            >
              {FILTERS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </Select>
          </>
        )}
        <Label htmlFor="feed-sort" className="sr-only">
          {t('sortBy')}
        </Label>
        <Select
          id="feed-sort"
          value={sort}
          onChange={(event) => {
            const chosen = SORTS.find((option) => option.value === event.target.value);
            if (chosen) onSortChange(chosen.value);
          }}
          className="w-40"
        >
          {SORTS.map(({ value, label }) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </Select>
        <Button
          type="button"
          variant="outline"
          onClick={onRefresh}
          // Not disabled while spinning: that would throw keyboard focus off the button.
          aria-disabled={refreshing}
        >
          <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
          {t('refresh')}
        </Button>
        <fieldset className="m-0 inline-flex rounded-lg border border-border bg-card p-0.5 shadow-xs">
          <legend className="sr-only">{t('layout')}</legend>
          {VIEWS.map(({ value, label, icon: Icon }) => (
            <Button
              key={value}
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t(label)}
              title={t(label)}
              aria-pressed={view === value}
              onClick={() => onViewChange(value)}
              className={cn('h-8 px-2', view === value && 'bg-accent text-primary-strong')}
            >
              <Icon aria-hidden="true" />
            </Button>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
