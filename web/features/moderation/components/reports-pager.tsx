import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';

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
  const t = useT('moderation');
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={t('pages')} className="flex items-center justify-center gap-3">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        {t('previous')}
      </Button>
      <span className="text-muted-foreground text-sm">{t('page', { page })}</span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={!hasMore || busy}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </Button>
    </nav>
  );
}
