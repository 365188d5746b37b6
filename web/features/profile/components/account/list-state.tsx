import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';

/**
 * A card's list while it loads (`loading`, "Loading devices...") or after it failed to (`failed`,
 * "Your devices could not be loaded."), with Retry; the list itself (`children`) once it is there.
 */
export function ListState<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const t = useT('account');
  if (query.isPending) {
    return (
      <p role="status" className="text-muted-foreground text-sm">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-destructive text-sm">
        {failed}
        <Button type="button" variant="outline" size="sm" onClick={() => query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return children(query.data);
}
