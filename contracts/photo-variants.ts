// How a stored photo and its smaller copies are named (docs/decisions/019-responsive-photos.md).
// The server writes the copies under these names; the web client reads a photo's size and its
// copies back from its URL alone, so no API field, column or request is needed to use them.
// Kept free of zod: avatars and cards render on early screens.

/** Where stored media is served (server/modules/media/media.routes.ts). */
export const MEDIA_URL_PREFIX = '/uploads/';

/** Narrower copies of recipe and post photos, same proportions; the full photo is ≤1600 px. */
export const PHOTO_WIDTHS = [400, 800] as const;
/**
 * Square crops of profile pictures. Avatars are drawn at 32 to 112 CSS px: 96 covers the small
 * ones at 2× and 3×, 256 the profile header's 112 px at 2×.
 */
export const AVATAR_SIZES = [96, 256] as const;

/** The folders whose photos get copies: content photos get widths, profile pictures squares. */
const WIDTH_FOLDERS = ['recipes', 'announcements'] as const;
const SQUARE_FOLDERS = ['profiles'] as const;

export interface PhotoVariant {
  /** Appended to the photo's name (before `.webp`): `-w400`, `-s96`. */
  suffix: string;
  width: number;
  /** For a width copy, rounded as the encoder rounds it (±1 px at most). */
  height: number;
  /** A square crop of the middle (what a round avatar shows) rather than the whole photo. */
  square: boolean;
}

/**
 * The copies stored beside a photo of `width` × `height` in `folder`, smallest first. Never
 * enlarged: a photo no wider than a copy's width (no smaller than a square on its short side)
 * gets no copy of that size, since the photo itself is then as small.
 */
export function photoVariants(folder: string, width: number, height: number): PhotoVariant[] {
  if ((WIDTH_FOLDERS as readonly string[]).includes(folder)) {
    return PHOTO_WIDTHS.filter((w) => w < width).map((w) => ({
      suffix: `-w${w}`,
      width: w,
      height: Math.max(1, Math.round((height * w) / width)),
      square: false,
    }));
  }
  if ((SQUARE_FOLDERS as readonly string[]).includes(folder)) {
    return AVATAR_SIZES.filter((s) => s < Math.min(width, height)).map((s) => ({
      suffix: `-s${s}`,
      width: s,
      height: s,
      square: true,
    }));
  }
  return [];
}

/** A stored photo's file name without its extension: a random id, then its size. */
export function photoStem(id: string, width: number, height: number): string {
  return `${id}-${width}x${height}`;
}

/**
 * `<folder>/<uuid>-<width>x<height>.webp`. A UUID never contains an `x`, so the names of photos
 * stored before copies existed (`<uuid>.webp`) never match.
 */
const PHOTO_PATH =
  /^([a-z]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-([1-9]\d{0,4})x([1-9]\d{0,4}))\.webp$/;

export interface SizedPhoto {
  folder: string;
  /** The file name without `.webp`; a copy's name is this plus its suffix. */
  stem: string;
  width: number;
  height: number;
}

/** The folder, name and size of a photo stored with copies, from its key; null for any other. */
export function parsePhotoKey(key: string): SizedPhoto | null {
  const match = PHOTO_PATH.exec(key);
  if (!match) return null;
  const [, folder = '', stem = '', width = '', height = ''] = match;
  return { folder, stem, width: Number(width), height: Number(height) };
}

/** The key of one of a photo's copies. */
export function variantKey(photo: SizedPhoto, variant: Pick<PhotoVariant, 'suffix'>): string {
  return `${photo.folder}/${photo.stem}${variant.suffix}.webp`;
}

export interface PhotoSource {
  url: string;
  width: number;
  height: number;
}

export interface ResponsivePhoto extends PhotoSource {
  /** The stored copies, smallest first; the photo itself (`url`) is the largest. */
  variants: PhotoSource[];
}

/**
 * A photo URL as the API returns it, with its size and copies when it was stored with them;
 * null for photos stored before copies existed, another site's pictures and local previews.
 */
export function responsivePhoto(url: string | null | undefined): ResponsivePhoto | null {
  if (!url?.startsWith(MEDIA_URL_PREFIX)) return null;
  const photo = parsePhotoKey(url.slice(MEDIA_URL_PREFIX.length));
  if (!photo) return null;
  return {
    url,
    width: photo.width,
    height: photo.height,
    variants: photoVariants(photo.folder, photo.width, photo.height).map((variant) => ({
      url: `${MEDIA_URL_PREFIX}${variantKey(photo, variant)}`,
      width: variant.width,
      height: variant.height,
    })),
  };
}
