import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A card's list while it loads ("Loading devices...") or after it failed to, with Retry; the
 * list itself (`children`) once it is there.
 */
export function ListState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** "devices", "passkeys": what the list holds. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="text-muted-foreground text-sm">
        {`Loading ${what}...`}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-destructive text-sm">
        {`Your ${what} could not be loaded.`}
        <Button type="button" variant="outline" size="sm" onClick={() => query.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return children(query.data);
}
