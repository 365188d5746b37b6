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
