import { type ReactNode, useState } from 'react';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCookSearch } from '../api/moderation-queries';
import { StaffRow } from './staff-row';

const SEARCH_DELAY_MS = 300;
/** The server searches from this many characters: fewer, and its name index cannot help. */
const SEARCH_MIN_LENGTH = 3;

/** Finding a cook by display name, to make them a moderator (or no longer one). */
export function CookSearch() {
  const t = useT('moderation');
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const q = settled.length >= SEARCH_MIN_LENGTH ? settled : '';
  const search = useCookSearch(q);

  let results: ReactNode = null;
  if (!q) {
    results = (
      <p className="text-muted-foreground text-sm">
        {t('searchHint', { count: SEARCH_MIN_LENGTH })}
      </p>
    );
  } else if (search.isPending) {
    results = (
      <p role="status" className="text-muted-foreground text-sm">
        {t('searching')}
      </p>
    );
  } else if (search.isError && !search.data) {
    results = (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-destructive text-sm">
        {t('searchFailed')}
        <Button type="button" variant="outline" size="sm" onClick={() => search.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (search.data.length === 0) {
    results = <p className="text-muted-foreground text-sm">{t('noMatch', { q })}</p>;
  } else {
    results = (
      <ul aria-label={t('cooksFound')} aria-busy={search.isPlaceholderData} className="grid gap-3">
        {search.data.map((member) => (
          <StaffRow key={member.id} member={member} />
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-4">
      <SearchField
        id="team-search"
        label={t('findCook')}
        placeholder={t('findPlaceholder')}
        value={typed}
        onChange={setTyped}
        searching={search.isFetching && Boolean(q)}
      />
      {results}
    </div>
  );
}
