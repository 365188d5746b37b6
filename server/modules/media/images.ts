import type sharp from 'sharp';
import { photoVariants } from '../../../contracts/photo-variants.js';
import { HttpError } from '../../http-errors.js';
import { loadFileType, loadSharp } from './media-libraries.js';

/** Photos are shown at most this wide or tall; larger ones are scaled down, never up. */
export const PHOTO_MAX_EDGE = 1600;
/**
 * A 10 MB PNG of one colour can claim billions of pixels. Refuse anything past 100 megapixels
 * (today's largest phone cameras stay below) before libvips allocates memory for it.
 */
export const PHOTO_MAX_PIXELS = 100_000_000;
const WEBP_QUALITY = 82;

/** Types a user may upload, as sniffed from the bytes; sharp decodes each of them. */
const PHOTO_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/webp',
  'image/gif',
  'image/avif',
]);
/** The same set as sharp names the decoded format (AVIF is decoded by libheif). */
const SHARP_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export const unsupportedPhoto = () =>
  new HttpError(415, 'Unsupported file type: please choose a JPEG, PNG, WebP, GIF or AVIF photo');

/** The photo's MIME type read from its first bytes, or null when it is not a photo we accept. */
export async function sniffPhotoType(bytes: Uint8Array): Promise<string | null> {
  const { fileTypeFromBuffer } = await loadFileType();
  const type = await fileTypeFromBuffer(bytes);
  return type && PHOTO_TYPES.has(type.mime) ? type.mime : null;
}

export interface EncodedPhoto {
  /** The photo as shown full size: long edge at most PHOTO_MAX_EDGE. */
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
  /** Its smaller copies (photo-variants.ts), each to be stored under the photo's name + suffix. */
  variants: Array<{ suffix: string; data: Buffer }>;
}

/**
 * Re-encodes an uploaded photo for display: EXIF orientation applied to the pixels, long edge
 * capped, WebP out, plus the smaller copies `folder` keeps (narrower widths for recipe and post
 * photos, square crops for profile pictures). sharp writes no metadata unless asked, so EXIF (GPS
 * location, camera serial) and XMP are dropped — keep it that way. Anything sharp cannot decode
 * is a 415, never a 500.
 */
export async function encodePhoto(
  input: Buffer,
  folder: string,
  {
    keepDisplayReady = false,
    effort = 4,
    copies = true,
  }: {
    keepDisplayReady?: boolean;
    /**
     * False leaves `variants` empty: a bulk import stores the photo alone and its copies are made
     * after it (photo-copies.ts, decision 032). The photo's key still names its size, so the
     * copies it will have are known from it all the same.
     */
    copies?: boolean;
    /**
     * WebP's effort (0–6; sharp's default 4). Bulk imports use less: about a third of the time
     * for files a little larger, at the same quality (decision 031).
     */
    effort?: number;
  } = {},
): Promise<EncodedPhoto> {
  // Sniffed first, so bytes that are not one of our photo kinds never reach libvips's other
  // loaders (SVG, PDF, TIFF…), whatever the upload claims to be.
  if (!(await sniffPhotoType(input))) throw unsupportedPhoto();
  const sharp = await loadSharp();
  // The header alone gives the size (no pixel limit needed to read it), so a decompression bomb
  // is refused, with a message saying why, before anything is decoded.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupportedPhoto();
    });
  if (!SHARP_FORMATS.has(meta.format ?? '')) throw unsupportedPhoto();
  if ((meta.width ?? 0) * (meta.height ?? 0) > PHOTO_MAX_PIXELS) {
    throw new HttpError(413, `Photo is too large (max ${PHOTO_MAX_PIXELS / 1_000_000} megapixels)`);
  }
  let pixels: { data: Buffer; info: sharp.OutputInfo };
  try {
    // Decoded once, to sRGB pixels at display size; every output is encoded from these, so a
    // 12-megapixel upload is decompressed once however many copies are made of it.
    pixels = await sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize({
        width: PHOTO_MAX_EDGE,
        height: PHOTO_MAX_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // sharp's default `failOn: 'warning'` also refuses truncated or corrupt files.
    throw unsupportedPhoto();
  }
  const { width, height, channels } = pixels.info;
  const fromPixels = () => sharp(pixels.data, { raw: { width, height, channels } });
  const webp = (image: sharp.Sharp) => image.webp({ quality: WEBP_QUALITY, effort }).toBuffer();
  const made = copies ? photoVariants(folder, width, height) : [];
  // A photo that is already what this pipeline makes (a WebP of display size, one frame, no
  // metadata, upright: one of our own, from an export) is kept byte for byte once it decoded
  // whole, rather than losing a little more quality at each move between instances.
  const displayReady =
    keepDisplayReady &&
    meta.format === 'webp' &&
    (meta.pages ?? 1) === 1 &&
    !meta.exif &&
    !meta.xmp &&
    !meta.icc &&
    !meta.iptc &&
    (meta.orientation ?? 1) === 1 &&
    meta.width === width &&
    meta.height === height;
  const [data, ...variantData] = await Promise.all([
    displayReady ? input : webp(fromPixels()),
    ...made.map((variant) =>
      webp(
        variant.square
          ? fromPixels().resize({ width: variant.width, height: variant.height, fit: 'cover' })
          : fromPixels().resize({ width: variant.width }),
      ),
    ),
  ]);
  return {
    data: data as Buffer,
    width,
    height,
    contentType: 'image/webp',
    variants: made.map((variant, index) => ({
      suffix: variant.suffix,
      data: variantData[index] as Buffer,
    })),
  };
}
