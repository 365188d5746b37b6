import { ImagePlus, X } from 'lucide-react';
import { FieldError } from '@/components/field';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { useObjectUrl } from '@/lib/use-object-url';
import type { PhotoChoice } from './use-photo-choice';

/** Create Recipe's photo: a drop-zone style picker, then a preview with a remove button. */
export function PhotoPicker({ photo, disabled }: { photo: PhotoChoice; disabled?: boolean }) {
  const t = useT('recipe');
  const preview = useObjectUrl(photo.file);

  return (
    <div className="grid gap-3">
      {photo.file ? (
        <div className="relative overflow-hidden rounded-xl border border-border bg-muted">
          {preview && (
            <img
              src={preview}
              alt={t('yourRecipePreview')}
              className="max-h-80 w-full object-cover"
            />
          )}
          <div className="flex items-center justify-between gap-3 bg-card p-3">
            <p className="truncate text-sm text-muted-foreground">{photo.file.name}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={photo.clear}
              disabled={disabled}
            >
              <X aria-hidden="true" />
              {t('removePhoto')}
            </Button>
          </div>
        </div>
      ) : (
        <label className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-input border-dashed bg-background px-6 py-10 text-center transition-colors hover:border-primary hover:bg-accent/30 has-focus-visible:border-ring has-focus-visible:ring-2 has-focus-visible:ring-ring">
          <ImagePlus className="size-8 text-primary" aria-hidden="true" />
          <span className="font-medium text-foreground">{t('choosePhoto')}</span>
          <span id="recipe-photo-hint" className="text-muted-foreground text-xs">
            {t('photoHint')}
          </span>
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label={t('choosePhoto')}
            aria-describedby="recipe-photo-hint"
            disabled={disabled}
            onChange={photo.onInputChange}
          />
        </label>
      )}
      <FieldError message={photo.error ?? undefined} />
    </div>
  );
}
