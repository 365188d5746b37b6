import { Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/texts';
import type { ReportsQuery } from '../api/moderation-keys';
import { useReportedItems } from '../api/moderation-queries';
import { readReportsQuery, writeReportsQuery } from '../lib/report-filters';
import { ModerationHeader } from './moderation-header';
import { ReportFilters } from './report-filters';
import { ReportedItemCard } from './reported-item-card';
import { ReportsEmpty } from './reports-empty';
import { ReportsPager } from './reports-pager';

/**
 * The Moderation screen: the reported items of one status (and kind), most reported first, a
 * page at a time, each with its reports and the actions on it. The choices live in the address.
 */
export function ModerationPage() {
  const t = useT('moderation');
  const [params, setParams] = useSearchParams();
  const query = readReportsQuery(params);
  const list = useReportedItems(query);
  const go = (next: Partial<ReportsQuery>) => setParams(writeReportsQuery({ ...query, ...next }));

  let body: ReactNode;
  if (list.isPending) {
    body = <ReportsSkeleton />;
  } else if (list.isError && !list.data) {
    body = (
      <EmptyState icon={Flag} title={t('reportsFailed')} headingLevel="h2">
        <Button variant="outline" onClick={() => list.refetch()}>
          {t('tryAgain')}
        </Button>
      </EmptyState>
    );
  } else if (list.data.items.length === 0) {
    body = (
      <ReportsEmpty
        status={query.status}
        filtered={query.contentType !== undefined}
        page={query.page}
        onFirstPage={() => go({ page: 1 })}
      />
    );
  } else {
    body = (
      <>
        {list.isRefetchError && (
          <p
            role="alert"
            className="rounded-lg bg-destructive-soft px-4 py-3 text-destructive text-sm"
          >
            {t('refreshFailed')}
          </p>
        )}
        <ul
          aria-label={t('reportedItems')}
          aria-busy={list.isPlaceholderData}
          className="grid gap-4 aria-busy:opacity-60"
        >
          {list.data.items.map((item) => (
            <li key={item.id}>
              <ReportedItemCard item={item} />
            </li>
          ))}
        </ul>
        <ReportsPager
          page={query.page}
          hasMore={list.data.hasMore}
          busy={list.isPlaceholderData}
          onPage={(page) => go({ page })}
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <ModerationHeader title={t('title')} pageTitle={t('pageTitle')}>
        {t('intro')}
      </ModerationHeader>
      <ReportFilters query={query} onTypeChange={(contentType) => go({ contentType, page: 1 })} />
      {body}
    </div>
  );
}

function ReportsSkeleton() {
  const t = useT('moderation');
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">{t('loadingReports')}</span>
      <Skeleton className="h-52 w-full rounded-2xl" />
      <Skeleton className="h-52 w-full rounded-2xl" />
      <Skeleton className="h-52 w-full rounded-2xl" />
    </div>
  );
}
