import type { ReportedItem } from '@contracts/moderation';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { TimeAgo } from '@/components/time-ago';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cookName, reasonCounts, reasonLabel, reportsCountText } from '../lib/moderation-text';

/**
 * How many cooks reported the item and why, the reasons most given first; the reports themselves
 * (the newest, with who, why and when) open below on demand.
 */
export function ReportSummary({ item }: { item: ReportedItem }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const reasons = reasonCounts(item.reasons);

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex items-center gap-1.5 font-semibold text-sm">
          <Flag className="size-4 text-destructive" aria-hidden="true" />
          {reportsCountText(item.reportsCount)}
        </span>
        <ul aria-label="Reasons" className="flex flex-wrap gap-1.5">
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
            {open ? 'Hide reports' : 'Show reports'}
          </Button>
          <div id={listId} hidden={!open}>
            <ol aria-label="Reports" className="grid gap-2 border-border border-l-2 pl-3">
              {item.reports.map((report) => (
                <li key={`${report.reporter.id}-${report.createdAt}`} className="text-sm">
                  <p>
                    <span className="font-medium">{cookName(report.reporter)}</span>
                    <span className="text-muted-foreground">
                      {' '}
                      · {reasonLabel(report.reason)} ·{' '}
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
                The newest {item.reports.length} of {item.reportsCount} reports.
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
