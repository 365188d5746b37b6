import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../contracts/errors.js';
import { type MediaTestApp, startMediaApp, TEST_VIDEO_MAX_BYTES } from '../../test/media-app.js';
import { fixtureFile, postFormInOrder } from '../../test/media-forms.js';
import { landscape } from '../../test/photos.js';
import { rawUpload } from '../../test/raw-http.js';
import { uploadsDir } from './storage.js';
import { sniffVideo, videoLength } from './video.js';

/** What the test route answers: the form read, or an error. */
interface Answer {
  fields: Record<string, string>;
  media: { url: string; mediaType: 'image' | 'video' } | null;
  message?: string;
  code?: string;
}

const TOO_LONG = {
  message: 'Please select a video that is 10 minutes or shorter.',
  code: ErrorCode.VIDEO_TOO_LONG,
};
const UNSUPPORTED = {
  message:
    'Unsupported file type: please choose a photo (JPEG, PNG, WebP, GIF or AVIF) or a video (MP4 or WebM)',
};

/** The MP4 with its movie header's timescale zeroed: a length of duration / 0 seconds. */
function withBrokenMovieHeader(mp4: Buffer): Buffer {
  const broken = Buffer.from(mp4);
  const mvhd = broken.indexOf('mvhd');
  expect(mvhd).toBeGreaterThan(0);
  // The type, then version and flags (4 bytes) and two 32-bit dates of a version 0 header.
  expect(broken[mvhd + 4]).toBe(0);
  broken.writeUInt32BE(0, mvhd + 4 + 12);
  return broken;
}

describe('reading an announcement form (MediaService.readPostForm)', () => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await startMediaApp();
  });
  afterAll(() => t.close());

  const upload = async (
    data: Buffer,
    { name = 'clip.mp4', type = 'video/mp4' } = {},
    before: Record<string, string> = {},
    after: Record<string, string> = {},
  ) => {
    const response = await fetch(`${t.baseUrl}/api/post-form`, {
      method: 'POST',
      body: postFormInOrder(before, { data, name, type }, after),
    });
    return { status: response.status, body: (await response.json()) as Answer };
  };
  const stored = (url: string) =>
    readFileSync(join(uploadsDir(t.config), url.replace(/^\/uploads\//, '')));
  /** Runs `act`, then checks it left no file in storage and none in the temporary folder. */
  const leavesNothing = async (act: () => Promise<void>) => {
    const before = t.storedFiles();
    await act();
    expect(t.storedFiles()).toEqual(before);
    expect(t.tempFiles()).toEqual([]);
  };

  it.each([
    ['clip.mp4', 'video/mp4', 'mp4'],
    ['clip-silent.mp4', 'video/mp4', 'mp4'],
    ['clip.webm', 'video/webm', 'webm'],
  ])('stores %s as it came and serves it as %s, with ranges', async (name, type, extension) => {
    const input = fixtureFile(name);
    const { status, body } = await upload(input, { name, type }, { title: 'Clip' });
    expect(status).toBe(200);
    expect(body.fields).toEqual({ title: 'Clip' });
    expect(body.media?.mediaType).toBe('video');
    const url = body.media?.url ?? '';
    expect(url).toMatch(new RegExp(`^/uploads/announcements/[0-9a-f-]{36}\\.${extension}$`));
    expect(stored(url)).toEqual(input);
    expect(t.tempFiles()).toEqual([]);

    const response = await fetch(`${t.baseUrl}${url}`, { headers: { range: 'bytes=0-99' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-range')).toBe(`bytes 0-99/${input.length}`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(input.subarray(0, 100));
  });

  it('takes a photo as an image, re-encoded to WebP like a recipe photo', async () => {
    const input = await landscape(800, 600).jpeg().toBuffer();
    const { status, body } = await upload(input, { name: 'photo.jpg', type: 'image/jpeg' });
    expect(status).toBe(200);
    expect(body.media?.mediaType).toBe('image');
    expect(body.media?.url).toMatch(/^\/uploads\/announcements\/[0-9a-f-]{36}-800x600\.webp$/);
    const meta = await sharp(stored(body.media?.url ?? '')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
  });

  it('tells photo from video by the bytes, not the name or declared type', async () => {
    const photo = await landscape(80, 60).png().toBuffer();
    const asVideo = await upload(photo, { name: 'clip.mp4', type: 'video/mp4' });
    expect(asVideo.body.media?.mediaType).toBe('image');
    const asPhoto = await upload(fixtureFile('clip.webm'), {
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(asPhoto.body.media?.url).toMatch(/\.webm$/);
  });

  it('returns the fields sent before and after the file', async () => {
    const { status, body } = await upload(
      fixtureFile('clip.webm'),
      { name: 'clip.webm', type: 'video/webm' },
      { title: 'Before' },
      { content: 'After' },
    );
    expect(status).toBe(200);
    expect(body.fields).toEqual({ title: 'Before', content: 'After' });
  });

  it('answers no media when no file, or an empty file, is sent', async () => {
    const none = await fetch(`${t.baseUrl}/api/post-form`, {
      method: 'POST',
      body: postFormInOrder({ title: 'Words only' }),
    });
    expect(await none.json()).toEqual({ fields: { title: 'Words only' }, media: null });
    const empty = await upload(Buffer.alloc(0), {}, {}, { title: 'Empty' });
    expect(empty).toEqual({ status: 200, body: { fields: { title: 'Empty' }, media: null } });
  });

  it('refuses a video over 600 seconds with VIDEO_TOO_LONG, keeping nothing', async () => {
    await leavesNothing(async () => {
      expect(await upload(fixtureFile('long.mp4'))).toEqual({ status: 400, body: TOO_LONG });
    });
  });

  it('refuses a video whose length cannot be read with VIDEO_TOO_LONG', async () => {
    await leavesNothing(async () => {
      const live = await upload(fixtureFile('clip-live.webm'), {
        name: 'live.webm',
        type: 'video/webm',
      });
      expect(live).toEqual({ status: 400, body: TOO_LONG });
      const broken = await upload(withBrokenMovieHeader(fixtureFile('clip.mp4')));
      expect(broken).toEqual({ status: 400, body: TOO_LONG });
    });
  });

  it('refuses files that are neither photo nor video with 415, keeping nothing', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    await leavesNothing(async () => {
      for (const [data, name] of [
        [pdf, 'menu.pdf'],
        [fixtureFile('tone.m4a'), 'tone.m4a'],
        // Sniffed as video/mp4 from its brand, but holds nothing to watch.
        [fixtureFile('tone.mp4'), 'tone.mp4'],
        [Buffer.from('Not a video at all, just some words.\n'), 'clip.mp4'],
      ] as const) {
        expect(await upload(data), name).toEqual({ status: 415, body: UNSUPPORTED });
      }
    });
  });

  it('refuses a photo over its limit with 413', async () => {
    const jpeg = await landscape(400, 300).jpeg().toBuffer();
    const padded = Buffer.concat([jpeg, Buffer.alloc(256 * 1024 + 1 - jpeg.length)]);
    await leavesNothing(async () => {
      expect(await upload(padded, { name: 'photo.jpg', type: 'image/jpeg' })).toEqual({
        status: 413,
        body: { message: 'Photo is too large (max 0.25 MB)' },
      });
    });
  });

  it('refuses a video over its limit with 413 while the client is still sending', async () => {
    const clip = fixtureFile('clip.mp4');
    const data = Buffer.concat([clip, Buffer.alloc(TEST_VIDEO_MAX_BYTES * 2)]);
    await leavesNothing(async () => {
      // The body is never finished: only an answer before its end resolves this.
      const answer = await rawUpload(
        `${t.baseUrl}/api/post-form`,
        [{ name: 'media', filename: 'big.mp4', data }],
        { finish: false },
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Video is too large (max 0.5 MB)' });
    });
  });

  it('reads a refused upload to its end, so the client can finish sending it', async () => {
    // Far more than the kernel buffers between client and server.
    const big = Buffer.alloc(16 * 1024 * 1024);
    const jpeg = await landscape(40, 30).jpeg().toBuffer();
    const cases: Array<[Buffer, number]> = [
      [big, 415],
      [Buffer.concat([jpeg, big]), 413],
    ];
    for (const [data, status] of cases) {
      const parts = [{ name: 'media', filename: 'upload.bin', data }];
      expect((await rawUpload(`${t.baseUrl}/api/post-form`, parts)).status).toBe(status);
    }
  });

  it('removes the spooled video when a later part of the form is refused', async () => {
    await leavesNothing(async () => {
      const answer = await rawUpload(`${t.baseUrl}/api/post-form`, [
        { name: 'media', filename: 'clip.mp4', data: fixtureFile('clip.mp4') },
        { name: 'content', data: 'x'.repeat(1024 * 1024 + 1) },
      ]);
      expect(answer).toEqual({
        status: 413,
        body: JSON.stringify({ message: 'Form field "content" is too long' }),
      });
    });
  });
});

describe('reading a video length from its container', () => {
  const dir = mkdtempSync(join(tmpdir(), 'simmer-video-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['clip.mp4', 3.128],
    ['clip-silent.mp4', 3],
    ['long.mp4', 601],
    ['clip.webm', 3],
    ['clip-live.webm', null],
  ])('%s lasts %s seconds', async (name, seconds) => {
    const path = join(dir, name);
    copyFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url), path);
    const format = await sniffVideo(readFileSync(path));
    expect(format).not.toBeNull();
    if (format) expect(await videoLength(path, format)).toBe(seconds);
  });
});
