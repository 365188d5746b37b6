import { Film, ImagePlus, Loader2, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { useObjectUrl } from '@/lib/use-object-url';
import { formatBytes } from '../../lib/display';
import type { MediaChoice } from './use-media-choice';

/** Create Announcement's media: a picker for a photo or a video, then a preview with Remove. */
export function MediaPicker({
  media,
  onChoose,
  onRemove,
  disabled,
}: {
  media: MediaChoice;
  onChoose: (file: File) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const t = useT('community');
  const preview = useObjectUrl(media.file);

  if (media.file) {
    return (
      <div className="overflow-hidden rounded-xl border border-border bg-muted">
        {preview &&
          (media.type === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: a preview of the member's own upload
            <video
              src={preview}
              controls
              preload="metadata"
              aria-label={t('videoPreview')}
              className="aspect-video max-h-96 w-full bg-stone-950"
            />
          ) : (
            <img src={preview} alt={t('photoPreview')} className="max-h-96 w-full object-contain" />
          ))}
        <div className="flex items-center justify-between gap-3 bg-card p-3">
          <p className="min-w-0 truncate text-sm text-muted-foreground">
            {media.file.name} <span className="text-faint">({formatBytes(media.file.size)})</span>
          </p>
          <Button type="button" variant="outline" size="sm" onClick={onRemove} disabled={disabled}>
            <X aria-hidden="true" />
            {t('removeMedia', { kind: media.type === 'video' ? 'video' : 'photo' })}
          </Button>
        </div>
      </div>
    );
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared, so choosing the same file again (after a refusal) still fires a change.
    event.target.value = '';
    if (chosen) onChoose(chosen);
  };

  return (
    <div className="grid gap-2">
      <label className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-input border-dashed bg-background px-6 py-10 text-center transition-colors hover:border-primary hover:bg-accent/30 has-focus-visible:border-ring has-focus-visible:ring-2 has-focus-visible:ring-ring">
        <span className="flex gap-2 text-primary">
          <ImagePlus className="size-7" aria-hidden="true" />
          <Film className="size-7" aria-hidden="true" />
        </span>
        <span className="font-medium text-foreground">{t('chooseMedia')}</span>
        <span id="announcement-photo-hint" className="text-muted-foreground text-xs">
          {t('photoHint')}
        </span>
        <span id="announcement-video-hint" className="text-muted-foreground text-xs">
          {t('videoHint')}
        </span>
        <input
          type="file"
          accept="image/*,video/*"
          className="sr-only"
          aria-label={t('chooseMedia')}
          aria-describedby="announcement-photo-hint announcement-video-hint"
          disabled={disabled || media.checking}
          onChange={onChange}
        />
      </label>
      {media.checking && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t('checkingVideo')}
        </p>
      )}
    </div>
  );
}
