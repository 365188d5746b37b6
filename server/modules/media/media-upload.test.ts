import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MediaTestApp, startMediaApp, TEST_MAX_BYTES } from '../../test/media-app.js';
import { imageForm } from '../../test/media-forms.js';
import { landscape, noise } from '../../test/photos.js';
import { type RawPart, rawUpload } from '../../test/raw-http.js';
import { uploadsDir } from './storage.js';

/** What the test route answers: the form read, or an error. */
interface Answer {
  fields: Record<string, string>;
  url: string;
  message?: string;
}

const UNSUPPORTED = {
  message: 'Unsupported file type: please choose a JPEG, PNG, WebP, GIF or AVIF photo',
};

/** A real PNG whose header claims `width` × `height` pixels: a decompression bomb in 70 bytes. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('reading a photo form (MediaService.readForm)', () => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await startMediaApp();
  });
  afterAll(() => t.close());

  const post = (body: FormData | string, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}/api/form`, { method: 'POST', body, headers });
  const stored = (url: string) =>
    readFileSync(join(uploadsDir(t.config), url.replace(/^\/uploads\//, '')));
  const upload = async (data: Buffer, fields: Record<string, string> = {}) => {
    const response = await post(imageForm(fields, { data }));
    return { status: response.status, body: (await response.json()) as Answer };
  };

  it('turns a phone photo upright, caps it at 1600 px and strips EXIF and GPS', async () => {
    const input = await landscape(3000, 2000)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    // The fixture really carries what must go: an orientation and a GPS block (EXIF tag 0x8825).
    const original = await sharp(input).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const { status, body } = await upload(input, { title: 'Soup' });
    expect(status).toBe(200);
    expect(body.fields).toEqual({ title: 'Soup' });
    // The name carries the photo's size, from which clients know its smaller copies.
    expect(body.url).toMatch(/^\/uploads\/recipes\/[0-9a-f-]{36}-1067x1600\.webp$/);

    const output = stored(body.url);
    const meta = await sharp(output).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1067, 1600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(output.includes('EXIF')).toBe(false);

    // Orientation 6 means "turn 90° clockwise": the red top-left corner ends up top-right.
    const { data, info } = await sharp(output).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 0;
    expect(red(info.width - 20, 20)).toBeGreaterThan(200);
    expect(red(20, 20)).toBeLessThan(100);
  });

  it('keeps a small PNG at its size (never enlarged) and stores it as WebP', async () => {
    const input = await landscape(800, 600).png().toBuffer();
    const { status, body } = await upload(input);
    expect(status).toBe(200);
    const meta = await sharp(stored(body.url)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
  });

  it.each(['webp', 'gif', 'avif'] as const)('accepts a %s photo', async (format) => {
    const input = await landscape(400, 300).toFormat(format).toBuffer();
    const { status, body } = await upload(input);
    expect(status).toBe(200);
    expect((await sharp(stored(body.url)).metadata()).format).toBe('webp');
  });

  it('refuses anything that is not a photo, whatever its name or declared type', async () => {
    const before = t.storedFiles();
    const script = Buffer.from('#!/bin/sh\necho not a photo\n');
    const fake = await post(imageForm({}, { data: script, name: 'photo.png', type: 'image/png' }));
    expect(fake.status).toBe(415);
    expect(await fake.json()).toEqual(UNSUPPORTED);
    // A TIFF is an image sharp could decode, but not one of the accepted kinds.
    const tiff = await upload(await landscape(40, 30).tiff().toBuffer());
    expect(tiff).toEqual({ status: 415, body: UNSUPPORTED });
    expect(t.storedFiles()).toEqual(before);
  });

  it('refuses a truncated JPEG with 415', async () => {
    const jpeg = await noise(400, 300).jpeg().toBuffer();
    const { status, body } = await upload(jpeg.subarray(0, jpeg.length / 2));
    expect({ status, body }).toEqual({ status: 415, body: UNSUPPORTED });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const { status, body } = await upload(await pngClaiming(20_000, 20_000));
    expect(status).toBe(413);
    expect(body).toEqual({ message: 'Photo is too large (max 100 megapixels)' });
  });

  it('accepts a photo of exactly the limit and refuses one byte more, storing nothing', async () => {
    const jpeg = await landscape(400, 300).jpeg().toBuffer();
    // JPEG decoders stop at the end-of-image marker, so padding keeps the photo valid.
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    expect((await upload(padded(TEST_MAX_BYTES))).status).toBe(200);

    const before = t.storedFiles();
    const over = await upload(padded(TEST_MAX_BYTES + 1));
    expect(over).toEqual({ status: 413, body: { message: 'Photo is too large (max 0.25 MB)' } });
    expect(t.storedFiles()).toEqual(before);
  });

  it('answers 413 while the client is still sending, without waiting for the rest', async () => {
    const before = t.storedFiles();
    // Past the limit, and the body is never finished.
    const huge = { name: 'image', filename: 'big.jpg', data: Buffer.alloc(TEST_MAX_BYTES * 2) };
    const answer = await rawUpload(`${t.baseUrl}/api/form`, [huge], { finish: false });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Photo is too large (max 0.25 MB)' });
    expect(t.storedFiles()).toEqual(before);
  });

  it('reads a refused upload to its end, so the client can finish sending it', async () => {
    // Far more than the kernel buffers between client and server: a server that stopped reading
    // after refusing would leave the client stuck mid-upload.
    const big = Buffer.alloc(32 * 1024 * 1024);
    const cases: Array<[RawPart[], number]> = [
      [[{ name: 'avatar', filename: 'a.jpg', data: big }], 400],
      [[{ name: 'image', filename: 'big.jpg', data: big }], 413],
      [
        [
          { name: 'instructions', data: 'x'.repeat(1024 * 1024 + 1) },
          { name: 'image', filename: 'big.jpg', data: big },
        ],
        413,
      ],
    ];
    for (const [parts, status] of cases) {
      expect((await rawUpload(`${t.baseUrl}/api/form`, parts)).status).toBe(status);
    }
  });

  it('returns the fields and no URL when no photo, or an empty file, is sent', async () => {
    const none = await post(imageForm({ title: 'Stew', servings: '4' }));
    expect(await none.json()).toEqual({ fields: { title: 'Stew', servings: '4' }, url: null });
    const empty = await upload(Buffer.alloc(0), { title: 'Stew' });
    expect(empty).toEqual({ status: 200, body: { fields: { title: 'Stew' }, url: null } });
  });

  it('keeps the last value of a repeated field', async () => {
    const body = imageForm({ title: 'First' });
    body.append('title', 'Second');
    const answer = (await (await post(body)).json()) as Answer;
    expect(answer.fields).toEqual({ title: 'Second' });
  });

  it('refuses a second file, and a file in another field', async () => {
    const jpeg = await landscape(40, 30).jpeg().toBuffer();
    const two = imageForm({}, { data: jpeg });
    two.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'b.jpg');
    const twoResponse = await post(two);
    expect(twoResponse.status).toBe(413);
    expect(await twoResponse.json()).toEqual({
      message: 'Too many files: a form may carry one file',
    });

    const other = new FormData();
    other.append('avatar', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
    const otherResponse = await post(other);
    expect(otherResponse.status).toBe(400);
    expect(await otherResponse.json()).toEqual({
      message: 'Unexpected file in form field "avatar"',
    });
  });

  it('refuses a field over 1 MB and a form with too many fields', async () => {
    const long = await post(imageForm({ instructions: 'x'.repeat(1024 * 1024 + 1) }));
    expect(long.status).toBe(413);
    expect(await long.json()).toEqual({ message: 'Form field "instructions" is too long' });

    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`f${i}`, 'v']));
    const tooMany = await post(imageForm(many));
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toEqual({ message: 'Too many form fields' });
  });

  it('answers 400 for a body that is not multipart, or multipart without a boundary', async () => {
    const json = await post(JSON.stringify({ title: 'Soup' }), {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ message: 'Expected a multipart/form-data body' });

    const broken = await post('title=Soup', { 'content-type': 'multipart/form-data' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'Malformed multipart/form-data body' });
  });
});
