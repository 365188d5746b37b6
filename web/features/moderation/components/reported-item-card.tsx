import type { ReportedItem } from '@contracts/moderation';
import type { Withheld } from '@contracts/withheld';
import { EyeOff } from 'lucide-react';
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
        {item.content?.withheld && <WithheldBadge state={item.content.withheld.state} />}
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

const WITHHELD_LABELS: Record<Withheld['state'], { text: string; title: string }> = {
  removed: {
    text: 'Removed',
    title: 'Removed by a moderator: only its author and moderators see it',
  },
  hidden: { text: 'Hidden', title: 'Hidden by its reports until a moderator decides' },
};

/** Whether the content is out of the community's sight already, and why. */
function WithheldBadge({ state }: { state: Withheld['state'] }) {
  const { text, title } = WITHHELD_LABELS[state];
  return (
    <Badge
      variant="outline"
      title={title}
      className="border-notice-border bg-notice text-notice-foreground"
    >
      <EyeOff aria-hidden="true" />
      {text}
    </Badge>
  );
}
