import type { ReportedItem } from '@contracts/moderation';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { TimeAgo } from '@/components/time-ago';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { cookName, reasonCounts, reasonLabel, reportsCountText } from '../lib/moderation-text';

/**
 * How many cooks reported the item and why, the reasons most given first; the reports themselves
 * (the newest, with who, why and when) open below on demand.
 */
export function ReportSummary({ item }: { item: ReportedItem }) {
  const t = useT('moderation');
  // The reasons as the report dialog words them.
  const tr = useT('reports');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const reasons = reasonCounts(tr, item.reasons);

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex items-center gap-1.5 font-semibold text-sm">
          <Flag className="size-4 text-destructive" aria-hidden="true" />
          {reportsCountText(t, item.reportsCount)}
        </span>
        <ul aria-label={t('reasons')} className="flex flex-wrap gap-1.5">
          {reasons.map(([label, count]) => (
            <li key={label}>
              <Badge variant="outline">
                {label} ({count})
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      {item.reports.length > 0 && (
        <div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="-ml-3"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {open ? t('hideReports') : t('showReports')}
          </Button>
          <div id={listId} hidden={!open}>
            <ol aria-label={t('reports')} className="grid gap-2 border-border border-l-2 pl-3">
              {item.reports.map((report) => (
                <li key={`${report.reporter.id}-${report.createdAt}`} className="text-sm">
                  <p>
                    <span className="font-medium">{cookName(t, report.reporter)}</span>
                    <span className="text-muted-foreground">
                      {' '}
                      · {reasonLabel(tr, report.reason)} ·{' '}
                    </span>
                    <TimeAgo iso={report.createdAt} className="text-muted-foreground" />
                  </p>
                  {report.description && (
                    <p className="whitespace-pre-line break-words text-muted-foreground">
                      {report.description}
                    </p>
                  )}
                </li>
              ))}
            </ol>
            {item.reportsCount > item.reports.length && (
              <p className="mt-2 text-muted-foreground text-xs">
                {t('newestOf', { shown: item.reports.length, count: item.reportsCount })}
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
