import type { ImportReport } from '@contracts/portability';
import { CircleAlert, CircleCheck } from 'lucide-react';

const recipes = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'recipe' : 'recipes'}`;

/** What an import did: how many came in, how many were already here, and each refusal's reason. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { imported, skipped, refused } = report;
  return (
    <div
      role="status"
      className="grid gap-2 rounded-xl border border-border bg-muted/50 p-4 text-sm"
    >
      <p className="flex items-center gap-2 font-medium text-foreground">
        <CircleCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {`Imported ${recipes(imported)}.`}
        {skipped > 0 && ` Skipped ${recipes(skipped)} you already had.`}
      </p>
      {refused.length > 0 && (
        <div className="grid gap-1">
          <p className="flex items-center gap-2 font-medium text-destructive">
            <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
            {`Not imported: ${recipes(refused.length)}`}
          </p>
          <ul className="grid list-disc gap-1 pl-10 text-muted-foreground">
            {refused.map((refusal, index) => (
              // Titles may repeat; their place in the report does not.
              // biome-ignore lint/suspicious/noArrayIndexKey: the report never reorders
              <li key={index}>
                <span className="font-medium text-foreground">{refusal.title}</span>:{' '}
                {refusal.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
