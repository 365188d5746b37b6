import type { ImportReport } from '@contracts/portability';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { T } from '@/lib/i18n/text';
import { useT } from '@/lib/i18n/texts';

/** Each recipe of a list with why it is there: "title: reason". */
function ReasonList({ items }: { items: ImportReport['refused'] }) {
  return (
    <ul className="grid list-disc gap-1 pl-10 text-muted-foreground">
      {items.map((item, index) => (
        // Titles may repeat; their place in the report does not.
        // biome-ignore lint/suspicious/noArrayIndexKey: the report never reorders
        <li key={index}>
          <T
            ns="recipes"
            name="importReason"
            values={{ title: item.title, reason: item.reason }}
            components={{ title: <span className="font-medium text-foreground" /> }}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * What an import did: how many came in, how many were already here, those that came in with a
 * note (imported without their photo) and each refusal's reason.
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const t = useT('recipes');
  const { imported, skipped, refused, notes = [] } = report;
  return (
    <div
      role="status"
      className="grid gap-2 rounded-xl border border-border bg-muted/50 p-4 text-sm"
    >
      <p className="flex items-center gap-2 font-medium text-foreground">
        <CircleCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {t('importSummary', { imported, skipped })}
      </p>
      {notes.length > 0 && (
        <div className="grid gap-1">
          <p className="flex items-center gap-2 font-medium text-foreground">
            <Info className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {t('importNoted', { count: notes.length })}
          </p>
          <ReasonList items={notes} />
        </div>
      )}
      {refused.length > 0 && (
        <div className="grid gap-1">
          <p className="flex items-center gap-2 font-medium text-destructive">
            <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
            {t('importRefused', { count: refused.length })}
          </p>
          <ReasonList items={refused} />
        </div>
      )}
    </div>
  );
}
