import { ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListPager } from '@/components/list-pager';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/texts';
import { useAuditLog } from '../api/moderation-queries';
import { AuditEntryRow } from './audit-entry-row';
import { ModerationHeader } from './moderation-header';

/** The Moderation log screen (administrators): every action, newest first, 50 at a time. */
export function LogPage() {
  const t = useT('moderation');
  const log = useAuditLog();
  const entries = log.data?.pages.flat() ?? [];

  let body: ReactNode;
  if (log.isPending) {
    body = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t('loadingLog')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (log.isError && entries.length === 0) {
    body = (
      <EmptyState icon={ScrollText} title={t('logFailed')} headingLevel="h2">
        <Button variant="outline" onClick={() => log.refetch()}>
          {t('tryAgain')}
        </Button>
      </EmptyState>
    );
  } else if (entries.length === 0) {
    body = (
      <EmptyState
        icon={ScrollText}
        title={t('logEmptyTitle')}
        text={t('logEmptyText')}
        headingLevel="h2"
      />
    );
  } else {
    body = (
      <>
        <Card className="px-5">
          <ol aria-label={t('logTitle')} className="divide-y divide-border">
            {entries.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} />
            ))}
          </ol>
        </Card>
        <ListPager
          query={log}
          shown={entries.length}
          text={{
            more: t('loadMore'),
            loading: t('loadingMore'),
            failed: t('moreFailed'),
            end: t('logEnd'),
          }}
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <ModerationHeader title={t('logTitle')} pageTitle={t('logPageTitle')}>
        {t('logIntro')}
      </ModerationHeader>
      {body}
    </div>
  );
}
