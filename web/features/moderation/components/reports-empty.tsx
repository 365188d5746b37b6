import type { ReportStatus } from '@contracts/moderation';
import { Inbox, PartyPopper } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';

const EMPTY: Record<ReportStatus, { title: string; text: string }> = {
  pending: {
    title: 'No pending reports',
    text: 'Nothing is waiting for a moderator. Thanks for keeping the community a friendly place.',
  },
  actioned: {
    title: 'No actioned reports',
    text: 'Reports whose cook a moderator suspended appear here.',
  },
  dismissed: {
    title: 'No dismissed reports',
    text: 'Reports a moderator found nothing wrong with appear here.',
  },
};

/** An empty list: nothing of this status (and kind), or a page past the last one. */
export function ReportsEmpty({
  status,
  filtered,
  page,
  onFirstPage,
}: {
  status: ReportStatus;
  filtered: boolean;
  page: number;
  onFirstPage: () => void;
}) {
  if (page > 1) {
    return (
      <EmptyState
        icon={Inbox}
        title="Nothing on this page"
        text="The reports that were here have been dealt with."
        headingLevel="h2"
      >
        <Button variant="outline" onClick={onFirstPage}>
          Go to the first page
        </Button>
      </EmptyState>
    );
  }
  const { title, text } = EMPTY[status];
  return (
    <EmptyState
      icon={status === 'pending' ? PartyPopper : Inbox}
      title={title}
      text={filtered ? 'None of this kind of content. Choose All to see every report.' : text}
      headingLevel="h2"
    />
  );
}
