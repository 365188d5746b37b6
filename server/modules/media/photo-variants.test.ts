import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responsivePhoto } from '../../../contracts/photo-variants.js';
import { type MediaTestApp, startMediaApp } from '../../test/media-app.js';
import { imageForm, postFormInOrder } from '../../test/media-forms.js';
import { filesOfPhoto, landscape } from '../../test/photos.js';
import { encodePhoto } from './images.js';
import { storePhoto } from './photo-store.js';
import { createDiskStorage, type MediaStorage, uploadsDir } from './storage.js';

describe('smaller copies of stored photos', () => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await startMediaApp();
  });
  afterAll(() => t.close());

  const upload = async (data: Buffer, route: 'form' | 'post-form' = 'form'): Promise<string> => {
    const body =
      route === 'form'
        ? imageForm({}, { data })
        : postFormInOrder({}, { data, name: 'a.jpg', type: 'image/jpeg' });
    const response = await fetch(`${t.baseUrl}/api/${route}`, { method: 'POST', body });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { url?: string; media?: { url: string } };
    return answer.url ?? answer.media?.url ?? '';
  };
  /** Fetches a stored file through its served URL and decodes it. */
  const served = async (url: string) => {
    const response = await fetch(`${t.baseUrl}${url}`);
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type'), url).toBe('image/webp');
    const data = Buffer.from(await response.arrayBuffer());
    const { width, height, format } = await sharp(data).metadata();
    return { data, width, height, format };
  };
  /** The sizes of the photo's copies, then of the photo, as decoded from what is served. */
  const servedSizes = async (url: string) => {
    const photo = responsivePhoto(url);
    expect(photo, url).not.toBeNull();
    const sources = [...(photo?.variants ?? []), { url }];
    return Promise.all(
      sources.map(async (source) => {
        const { width, height } = await served(source.url);
        return [width, height];
      }),
    );
  };
  const photoFiles = (url: string) => filesOfPhoto(uploadsDir(t.config), url);

  it('stores a large photo with 400 and 800 px wide copies of the whole picture', async () => {
    const url = await upload(await landscape(3000, 2000).jpeg().toBuffer());
    expect(url).toMatch(/^\/uploads\/recipes\/[0-9a-f-]{36}-1600x1067\.webp$/);
    expect(photoFiles(url)).toHaveLength(3);
    // Read back at the URLs a client derives from the photo's URL alone.
    expect(await servedSizes(url)).toEqual([
      [400, 267],
      [800, 534],
      [1600, 1067],
    ]);
    // Scaled, not cropped: the red block of the top-left corner is still there, the rest blue.
    const small = responsivePhoto(url)?.variants[0]?.url ?? '';
    const { data, info } = await sharp((await served(small)).data)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at] ?? 0, data[at + 2] ?? 0];
    };
    expect(pixel(10, 10)[0]).toBeGreaterThan(200);
    const [red, blue] = pixel(info.width - 10, info.height - 10);
    expect([(red ?? 255) < 100, (blue ?? 0) > 150]).toEqual([true, true]);
  });

  it('makes the same copies of a post photo', async () => {
    const url = await upload(await landscape(1200, 1600).jpeg().toBuffer(), 'post-form');
    expect(url).toMatch(/^\/uploads\/announcements\/[0-9a-f-]{36}-1200x1600\.webp$/);
    expect(await servedSizes(url)).toEqual([
      [400, 533],
      [800, 1067],
      [1200, 1600],
    ]);
  });

  it('never enlarges: a photo no wider than a copy gets no copy of that width', async () => {
    const medium = await upload(await landscape(600, 450).png().toBuffer());
    expect(photoFiles(medium)).toHaveLength(2);
    expect(await servedSizes(medium)).toEqual([
      [400, 300],
      [600, 450],
    ]);

    const before = t.storedFiles();
    const small = await upload(await landscape(400, 300).png().toBuffer());
    expect(small).toMatch(/-400x300\.webp$/);
    expect(t.storedFiles().filter((file) => !before.includes(file))).toHaveLength(1);
    expect(await servedSizes(small)).toEqual([[400, 300]]);
  });

  it('remove() deletes the photo and every copy of it', async () => {
    const url = await upload(await landscape(2000, 1500).jpeg().toBuffer());
    const copies = responsivePhoto(url)?.variants ?? [];
    expect(copies).toHaveLength(2);
    expect(photoFiles(url)).toHaveLength(3);
    await t.media.remove(url);
    expect(photoFiles(url)).toEqual([]);
    for (const { url: copy } of copies) {
      expect((await fetch(`${t.baseUrl}${copy}`)).status, copy).toBe(404);
    }
  });
});

describe('storing a photo and its copies (storePhoto)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'simmer-photo-store-'));
  const root = join(dataDir, 'uploads');
  const disk = createDiskStorage(root);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Every file left in the store, temporary files included. */
  const leftovers = () =>
    existsSync(root)
      ? readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
      : [];
  /** The real disk store, except that writing the file whose key ends in `failing` fails. */
  const failingOn = (failing: string): MediaStorage => ({
    ...disk,
    save: (key, data, contentType) =>
      key.endsWith(failing)
        ? Promise.reject(new Error('No space left on device'))
        : disk.save(key, data, contentType),
  });

  it.each(['-w800.webp', '-1600x1200.webp'])(
    'leaves no file behind when writing %s fails',
    async (failing) => {
      const photo = await encodePhoto(await landscape(2400, 1800).jpeg().toBuffer(), 'recipes');
      expect(photo.variants).toHaveLength(2);
      await expect(storePhoto(failingOn(failing), 'recipes', photo)).rejects.toThrow(
        'No space left on device',
      );
      expect(leftovers()).toEqual([]);
    },
  );
});
