import { responsivePhoto } from '@contracts/photo-variants';
import type { ImgHTMLAttributes } from 'react';
import { photoSrcSet } from '@/lib/photo-sources';

type Managed =
  | 'src'
  | 'srcSet'
  | 'sizes'
  | 'width'
  | 'height'
  | 'loading'
  | 'decoding'
  | 'fetchPriority';

export interface PhotoProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, Managed> {
  /** A photo URL as the API returns it, or any other image URL (shown as it is). */
  src: string;
  alt: string;
  /** How wide the photo is drawn, as an `<img sizes>` value: '(min-width: 1024px) 260px, 100vw'. */
  sizes: string;
  /**
   * On the first screen of a phone (a detail page's hero, a list's first card): fetched at once
   * and ahead of other images. Every other photo loads lazily, as it nears the viewport.
   */
  priority?: boolean;
}

/**
 * A recipe or post photo (docs/decisions/019-responsive-photos.md): its smaller copies in
 * `srcset`, its size in `width`/`height` so the page keeps its place for it before it arrives,
 * lazy below the fold. Photos stored before copies existed have no known size: their box's own
 * CSS (an aspect ratio) keeps the place.
 */
export function Photo({ src, sizes, priority = false, alt, ...props }: PhotoProps) {
  const photo = responsivePhoto(src);
  const srcSet = photoSrcSet(photo);
  return (
    <img
      {...props}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      width={photo?.width}
      height={photo?.height}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={src}
    />
  );
}
