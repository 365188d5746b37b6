import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** A real, decodable photo of one colour, made on the spot so tests ship no binary fixtures. */
export function solidPhoto(
  format: 'png' | 'jpeg',
  width = 800,
  height = 600,
  background = '#e0702a',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/**
 * The files of the media store (`uploadsRoot`) that belong to a stored photo: the photo itself and
 * every copy named after it. Read from the disk, not from the naming rules under test.
 */
export function filesOfPhoto(uploadsRoot: string, url: string): string[] {
  const [folder = '', name = ''] = url.replace(/^\/uploads\//, '').split('/');
  const stem = name.replace(/\.webp$/, '');
  const dir = join(uploadsRoot, folder);
  if (!stem || !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.startsWith(stem))
    .sort();
}

/**
 * A landscape photo with a red block in its top-left corner, so a test can tell where that
 * corner went after the orientation was applied.
 */
export function landscape(width: number, height: number) {
  const block = Math.round(Math.min(width, height) / 5);
  return sharp({ create: { width, height, channels: 3, background: '#2040c0' } }).composite([
    {
      input: { create: { width: block, height: block, channels: 3, background: '#ff0000' } },
      top: 0,
      left: 0,
    },
  ]);
}

/** Pseudo-random pixels: they compress badly, so the file is large for its size in pixels. */
export function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}
