import type { ReportedItem } from '@contracts/moderation';
import type { Withheld } from '@contracts/withheld';
import { EyeOff } from 'lucide-react';
import { useId } from 'react';
import { TimeAgo } from '@/components/time-ago';
import { Badge } from '@/components/ui/badge';
import { T } from '@/lib/i18n/text';
import { useT } from '@/lib/i18n/texts';
import type { ModerationText } from '../lib/moderation-text';
import { ItemActions } from './item-actions';
import { ReportSummary } from './report-summary';
import { ReportedContent } from './reported-content';
import { ReportedUser } from './reported-user';

/** One reported thing with every report of it, and what a moderator may do about it. */
export function ReportedItemCard({ item }: { item: ReportedItem }) {
  const t = useT('moderation');
  const headingId = useId();
  const type = item.contentType;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border border-border bg-card p-5 text-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
        <Badge variant="outline">{t('kind', { type })}</Badge>
        {item.content?.withheld && (
          <WithheldBadge state={item.content.withheld.state} type={type} />
        )}
        <span>
          <T
            ns="moderation"
            name="firstReported"
            values={{ time: <TimeAgo iso={item.firstReportedAt} /> }}
          />
        </span>
      </div>
      <ReportedContent item={item} headingId={headingId} />
      <ReportedUser
        user={item.reportedUser}
        label={type === 'user' ? t('profileOf') : t('postedBy')}
      />
      <ReportSummary item={item} />
      <ItemActions item={item} />
    </article>
  );
}

const WITHHELD_TEXTS: Record<Withheld['state'], { text: ModerationText; title: ModerationText }> = {
  removed: { text: 'removedBadge', title: 'removedBadgeTitle' },
  hidden: { text: 'hiddenBadge', title: 'hiddenBadgeTitle' },
};

/** Whether the content is out of the community's sight already, and why. */
function WithheldBadge({
  state,
  type,
}: {
  state: Withheld['state'];
  /** The content's kind, which the words agree with in some languages. */
  type: ReportedItem['contentType'];
}) {
  const t = useT('moderation');
  const { text, title } = WITHHELD_TEXTS[state];
  return (
    <Badge
      variant="outline"
      title={t(title, { type })}
      className="border-notice-border bg-notice text-notice-foreground"
    >
      <EyeOff aria-hidden="true" />
      {t(text, { type })}
    </Badge>
  );
}
