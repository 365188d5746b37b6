import type { ReportedItem } from '@contracts/moderation';
import { useId } from 'react';
import { TimeAgo } from '@/components/time-ago';
import { Badge } from '@/components/ui/badge';
import { CONTENT_TYPE_NAMES } from '../lib/moderation-text';
import { ItemActions } from './item-actions';
import { ReportSummary } from './report-summary';
import { ReportedContent } from './reported-content';
import { ReportedUser } from './reported-user';

/** One reported thing with every report of it, and what a moderator may do about it. */
export function ReportedItemCard({ item }: { item: ReportedItem }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border border-border bg-card p-5 text-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
        <Badge variant="outline">{CONTENT_TYPE_NAMES[item.contentType]}</Badge>
        <span>
          First reported <TimeAgo iso={item.firstReportedAt} />
        </span>
      </div>
      <ReportedContent item={item} headingId={headingId} />
      <ReportedUser
        user={item.reportedUser}
        label={item.contentType === 'user' ? 'Cook:' : 'Posted by'}
      />
      <ReportSummary item={item} />
      <ItemActions item={item} />
    </article>
  );
}
