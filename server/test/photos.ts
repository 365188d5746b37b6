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
