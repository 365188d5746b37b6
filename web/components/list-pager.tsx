import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLoadOnScroll } from '@/lib/use-load-on-scroll';

/** The parts of an infinite query the pager drives. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** What the pager says, in the words of the list it ends (posts, recipes…). */
export interface PagerText {
  /** The button, e.g. 'Load more posts'. */
  more: string;
  /** The button while a page loads. */
  loading: string;
  /** Said when a page failed. */
  failed: string;
  /** Said once every page is in; empty or absent for nothing. */
  end?: string;
}

/**
 * The end of a paged list: the next page loads as the reader nears it (infinite scroll), and a
 * "Load more" button does the same for keyboards, switch devices and browsers without
 * IntersectionObserver. A failed page stops the automatic loading until the reader asks again.
 */
export function ListPager({
  query,
  shown,
  text,
}: {
  query: PagedQuery;
  /** How many items are on screen; nothing is said at the end of an empty list. */
  shown: number;
  text: PagerText;
}) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const loadMore = () => {
    if (!isFetchingNextPage) void query.fetchNextPage();
  };
  const sentinel = useLoadOnScroll<HTMLDivElement>(
    loadMore,
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  );

  return (
    <div className="flex flex-col items-center gap-3 py-2">
      {hasNextPage && <div ref={sentinel} aria-hidden="true" className="h-px w-full" />}
      {isFetchNextPageError && (
        <p role="alert" className="text-destructive text-sm">
          {text.failed}
        </p>
      )}
      {hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          aria-disabled={isFetchingNextPage}
          onClick={loadMore}
        >
          {isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
          {isFetchingNextPage ? text.loading : text.more}
        </Button>
      ) : (
        shown > 0 && text.end && <p className="text-sm text-muted-foreground">{text.end}</p>
      )}
    </div>
  );
}
