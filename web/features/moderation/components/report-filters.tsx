import type { ReportContentType } from '@contracts/reports';
import { Link } from 'react-router';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import type { ReportsQuery } from '../api/moderation-keys';
import { STATUS_TABS, TYPE_FILTERS, writeReportsQuery } from '../lib/report-filters';

/**
 * Which reports: Pending, Actioned or Dismissed (links, so each is a step Back returns to), and
 * which kind of content. Either choice starts again from the first page.
 */
export function ReportFilters({
  query,
  onTypeChange,
}: {
  query: ReportsQuery;
  onTypeChange: (contentType: ReportContentType | undefined) => void;
}) {
  const t = useT('moderation');
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <nav aria-label={t('statusNav')}>
        <ul className="inline-flex gap-1 rounded-xl border border-border bg-card p-1 shadow-xs">
          {STATUS_TABS.map(({ value, text }) => {
            const chosen = query.status === value;
            return (
              <li key={value}>
                <Link
                  to={{ search: `${writeReportsQuery({ ...query, status: value, page: 1 })}` }}
                  aria-current={chosen ? 'page' : undefined}
                  className={cn(
                    'flex h-9 items-center rounded-lg px-3 font-medium text-sm transition-colors',
                    chosen ? 'bg-accent text-primary-strong' : 'hover:bg-muted',
                  )}
                >
                  {t(text)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="grid gap-1.5">
        <Label htmlFor="moderation-type">{t('contentType')}</Label>
        <Select
          id="moderation-type"
          className="w-44"
          value={query.contentType ?? ''}
          onChange={(event) =>
            onTypeChange((event.target.value || undefined) as ReportContentType | undefined)
          }
        >
          {TYPE_FILTERS.map(({ value, text }) => (
            <option key={text} value={value}>
              {t(text)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
