import { Button } from '@/components/ui/button';

/** Previous and Next under a page of reports, and which page this is. */
export function ReportsPager({
  page,
  hasMore,
  busy,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <span className="text-muted-foreground text-sm">Page {page}</span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={!hasMore || busy}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
