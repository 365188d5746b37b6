import { ImageIcon, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { FieldError } from '@/components/field';
import { Photo } from '@/components/photo';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { useObjectUrl } from '@/lib/use-object-url';
import type { PhotoChoice } from './use-photo-choice';

/**
 * Edit Recipe's image: a preview of the current or newly chosen photo, 'Change Image' and
 * 'Remove Image'. `removed` means the current photo is to be dropped on save.
 */
export function ImageField({
  currentUrl,
  photo,
  removed,
  onRemovedChange,
}: {
  currentUrl: string | null;
  photo: PhotoChoice;
  removed: boolean;
  onRemovedChange: (removed: boolean) => void;
}) {
  const t = useT('recipe');
  const input = useRef<HTMLInputElement>(null);
  const chosenUrl = useObjectUrl(photo.file);
  const previewUrl = photo.file ? chosenUrl : removed ? null : currentUrl;
  const hasImage = Boolean(photo.file || (currentUrl && !removed));

  return (
    <div className="grid gap-3">
      <p className="font-medium text-sm text-foreground">{t('image')}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-xl border border-border bg-muted sm:w-56">
          {previewUrl ? (
            <Photo
              src={previewUrl}
              alt={t('recipePreview')}
              sizes="(min-width: 640px) 224px, 100vw"
              className="size-full object-cover"
            />
          ) : (
            <ImageIcon className="size-8 text-faint" role="img" aria-label={t('noImage')} />
          )}
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => input.current?.click()}>
              <ImageIcon aria-hidden="true" />
              {t('changeImage')}
            </Button>
            {hasImage && (
              <Button
                type="button"
                variant="ghost"
                className="text-destructive hover:bg-destructive-soft"
                onClick={() => {
                  photo.clear();
                  onRemovedChange(true);
                }}
              >
                <Trash2 aria-hidden="true" />
                {t('removeImage')}
              </Button>
            )}
          </div>
          <p className="text-muted-foreground text-xs">{t('photoHint')}</p>
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('recipeImage')}
            onChange={(event) => {
              if (photo.onInputChange(event)) onRemovedChange(false);
            }}
          />
        </div>
      </div>
      <FieldError message={photo.error ?? undefined} />
    </div>
  );
}
