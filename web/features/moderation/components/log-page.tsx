import { ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListPager } from '@/components/list-pager';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuditLog } from '../api/moderation-queries';
import { AuditEntryRow } from './audit-entry-row';
import { ModerationHeader } from './moderation-header';

const LOG_PAGER_TEXT = {
  more: 'Load more',
  loading: 'Loading more…',
  failed: 'More entries could not be loaded. Please try again.',
  end: 'That is the whole log.',
};

/** The Moderation log screen (administrators): every action, newest first, 50 at a time. */
export function LogPage() {
  const log = useAuditLog();
  const entries = log.data?.pages.flat() ?? [];

  let body: ReactNode;
  if (log.isPending) {
    body = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading the log…</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (log.isError && entries.length === 0) {
    body = (
      <EmptyState icon={ScrollText} title="The log could not be loaded" headingLevel="h2">
        <Button variant="outline" onClick={() => log.refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  } else if (entries.length === 0) {
    body = (
      <EmptyState
        icon={ScrollText}
        title="Nothing logged yet"
        text="When a moderator acts on a report, it is written here with their reason."
        headingLevel="h2"
      />
    );
  } else {
    body = (
      <>
        <Card className="px-5">
          <ol aria-label="Moderation log" className="divide-y divide-border">
            {entries.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} />
            ))}
          </ol>
        </Card>
        <ListPager query={log} shown={entries.length} text={LOG_PAGER_TEXT} />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <ModerationHeader title="Moderation log">
        What moderators did and why, the newest first.
      </ModerationHeader>
      {body}
    </div>
  );
}
