import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLoadOnScroll } from '../../lib/use-load-on-scroll';

/** The parts of an infinite query the pager drives. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The end of a list of posts: the next page loads as the reader nears it (infinite scroll), and a
 * "Load more posts" button does the same for keyboards, switch devices and browsers without
 * IntersectionObserver. A failed page stops the automatic loading until the reader asks again.
 */
export function ListPager({
  query,
  shown,
  endText = "You're all caught up.",
}: {
  query: PagedQuery;
  /** How many posts are on screen; nothing is said at the end of an empty list. */
  shown: number;
  /** Said once every page is in; empty for nothing. */
  endText?: string;
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
        <p role="alert" className="text-red-700 text-sm">
          More posts could not be loaded. Please try again.
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
          {isFetchingNextPage ? 'Loading more posts…' : 'Load more posts'}
        </Button>
      ) : (
        shown > 0 && endText && <p className="text-sm text-stone-500">{endText}</p>
      )}
    </div>
  );
}
