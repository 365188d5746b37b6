import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MediaTestApp, startMediaApp } from '../../test/media-app.js';
import { landscape } from '../../test/photos.js';
import { copyOf } from './photo-copies.js';

// Decision 032: a bulk import stores each photo without its smaller copies; they are made in the
// background after it, or when first asked for, whichever comes first.

describe('photo copies made after the photo', () => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await startMediaApp();
  });
  afterAll(() => t.close());

  /** A photo stored as an import stores it: alone. */
  const storeAlone = async (width: number, height: number) => {
    const data = await landscape(width, height).jpeg().toBuffer();
    const photo = await t.media.encodePhoto(data, 'recipes', { copies: false });
    return t.media.storeEncoded(photo, 'recipes');
  };
  const copyUrl = (url: string, suffix: string) => url.replace('.webp', `${suffix}.webp`);
  const keyOf = (url: string) => url.replace('/uploads/', '');

  it('stores the photo alone, and makes its copies when one is first asked for', async () => {
    const url = await storeAlone(1200, 800);
    expect(t.storedFiles()).toEqual([keyOf(url)]);

    // Two pages asking at once: both served, the copies made once.
    const [small, again] = await Promise.all([
      fetch(`${t.baseUrl}${copyUrl(url, '-w400')}`),
      fetch(`${t.baseUrl}${copyUrl(url, '-w400')}`),
    ]);
    expect([small.status, again.status]).toEqual([200, 200]);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 267]);
    expect(t.storedFiles().sort()).toEqual(
      [keyOf(url), keyOf(copyUrl(url, '-w400')), keyOf(copyUrl(url, '-w800'))].sort(),
    );
    const medium = await fetch(`${t.baseUrl}${copyUrl(url, '-w800')}`);
    expect((await sharp(Buffer.from(await medium.arrayBuffer())).metadata()).width).toBe(800);
    await t.media.remove(url);
    expect(t.storedFiles()).toEqual([]);
  });

  it('makes the copies in the background when handed the photos', async () => {
    const urls = await Promise.all([storeAlone(900, 600), storeAlone(1000, 500)]);
    expect(t.storedFiles()).toHaveLength(2);
    t.media.copyLater([...urls, 'https://elsewhere.example/photo.jpg']);
    // Six finished files: a copy still being written sits in .tmp/ and would land after the removal.
    await vi.waitFor(
      () => {
        const files = t.storedFiles();
        expect(files.filter((file) => file.startsWith('.tmp/'))).toEqual([]);
        expect(files).toHaveLength(6);
      },
      { timeout: 10_000 },
    );
    for (const url of urls) await t.media.remove(url);
    expect(t.storedFiles()).toEqual([]);
  });

  it('answers 404 for a copy the photo is too small to have, or of a photo that is gone', async () => {
    const url = await storeAlone(600, 400);
    const tooWide = await fetch(`${t.baseUrl}${copyUrl(url, '-w800')}`);
    expect([tooWide.status, await tooWide.json()]).toEqual([404, { message: 'File not found' }]);
    expect(t.storedFiles()).toEqual([keyOf(url)]);

    await t.media.remove(url);
    const gone = await fetch(`${t.baseUrl}${copyUrl(url, '-w400')}`);
    expect(gone.status).toBe(404);
    // Handed over after it was deleted: nothing is made of it either.
    t.media.copyLater([url]);
    await t.media.ensureCopy(keyOf(copyUrl(url, '-w400')));
    const never = await fetch(`${t.baseUrl}/uploads/recipes/${randomUUID()}-1200x800-w400.webp`);
    expect(never.status).toBe(404);
    expect(t.storedFiles()).toEqual([]);
  });

  it('knows a copy’s name only where the photo’s size gives it that copy', () => {
    const stem = `recipes/${randomUUID()}-1200x800`;
    expect(copyOf(`${stem}-w400.webp`)).toMatchObject({ width: 1200, height: 800 });
    expect(copyOf(`${stem}.webp`)).toBeNull();
    expect(copyOf(`${stem}-w600.webp`)).toBeNull();
    expect(copyOf(`${stem}-s96.webp`)).toBeNull();
    expect(copyOf(`profiles/${randomUUID()}-300x300-s96.webp`)).not.toBeNull();
  });
});
