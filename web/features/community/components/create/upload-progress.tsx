import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { UploadProgress as Progress } from '@/lib/upload';
import { formatBytes } from '../../lib/display';

/** The real progress of the upload (bytes sent of the total), with a way to stop it. */
export function UploadProgress({
  progress,
  onCancel,
}: {
  progress: Progress;
  onCancel: () => void;
}) {
  const labelId = useId();
  const { loaded, total } = progress;
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  const sent = `${formatBytes(loaded)} of ${formatBytes(total)}`;
  // Once every byte is out the server still stores (and re-encodes) the file.
  const label = percent >= 100 ? 'Finishing up…' : 'Uploading…';

  return (
    <div className="grid gap-2 rounded-xl border border-accent-border bg-accent/30 p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-foreground">
          {label}
        </span>
        <span className="text-muted-foreground tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${sent}`}
        className="h-2 overflow-hidden rounded-full bg-border"
      >
        <div
          className="h-full rounded-full bg-primary motion-safe:transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-muted-foreground text-xs tabular-nums">{sent}</span>
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          <X aria-hidden="true" />
          Cancel upload
        </Button>
      </div>
    </div>
  );
}
