import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useT } from '@/lib/i18n/texts';
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
  const t = useT('community');
  const { loaded, total } = progress;
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  const sent = t('sentOf', { loaded: formatBytes(loaded), total: formatBytes(total) });
  // Once every byte is out the server still stores (and re-encodes) the file.
  const label = t(percent >= 100 ? 'finishingUp' : 'uploading');

  return (
    <ProgressBar label={label} percent={percent} valueText={t('uploadValue', { percent, sent })}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-muted-foreground text-xs tabular-nums">{sent}</span>
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          <X aria-hidden="true" />
          {t('cancelUpload')}
        </Button>
      </div>
    </ProgressBar>
  );
}
