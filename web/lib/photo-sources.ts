import { type ResponsivePhoto, responsivePhoto } from '@contracts/photo-variants';

/**
 * The `srcset` of a stored photo: its smaller copies and itself, each with its width, so the
 * browser downloads the smallest that fills the drawn size at the screen's density. Undefined
 * when there is no choice to offer (photos stored before copies existed, small photos, previews).
 */
export function photoSrcSet(photo: ResponsivePhoto | null): string | undefined {
  if (!photo || photo.variants.length === 0) return undefined;
  return [...photo.variants, photo].map(({ url, width }) => `${url} ${width}w`).join(', ');
}

/**
 * The file to show as an avatar drawn `size` CSS pixels wide: the smallest square copy of a
 * profile picture that stays sharp at twice that (most phones), else the largest there is.
 * Pictures without copies (stored before them, another site's, a local preview) are kept as is.
 */
export function avatarSource(src: string, size: number): string {
  const photo = responsivePhoto(src);
  if (!photo) return src;
  const candidates = [
    ...photo.variants,
    // Drawn with object-fit: cover, the picture's short side is what fills the circle.
    { url: photo.url, width: Math.min(photo.width, photo.height) },
  ];
  const sharp = candidates.find((candidate) => candidate.width >= size * 2);
  return (sharp ?? photo).url;
}
