import type { ReportStatus } from '@contracts/moderation';
import { Inbox, PartyPopper } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import type { ModerationText } from '../lib/moderation-text';

const EMPTY: Record<ReportStatus, { title: ModerationText; text: ModerationText }> = {
  pending: { title: 'emptyPendingTitle', text: 'emptyPendingText' },
  actioned: { title: 'emptyActionedTitle', text: 'emptyActionedText' },
  dismissed: { title: 'emptyDismissedTitle', text: 'emptyDismissedText' },
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
  const t = useT('moderation');
  if (page > 1) {
    return (
      <EmptyState
        icon={Inbox}
        title={t('pageEmptyTitle')}
        text={t('pageEmptyText')}
        headingLevel="h2"
      >
        <Button variant="outline" onClick={onFirstPage}>
          {t('firstPage')}
        </Button>
      </EmptyState>
    );
  }
  const { title, text } = EMPTY[status];
  return (
    <EmptyState
      icon={status === 'pending' ? PartyPopper : Inbox}
      title={t(title)}
      text={filtered ? t('emptyFiltered') : t(text)}
      headingLevel="h2"
    />
  );
}
