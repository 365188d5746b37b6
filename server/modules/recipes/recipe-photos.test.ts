import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responsivePhoto } from '../../../contracts/photo-variants.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { filesOfPhoto, solidPhoto } from '../../test/photos.js';
import { recipeForm } from '../../test/recipes.js';

const photo = (width = 1200, height = 800) => solidPhoto('jpeg', width, height);

describe('recipe photos', () => {
  let t: TestApp;
  let cook: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app);
  });
  afterAll(() => t.close());

  /** The photo's file and its smaller copies, as found on disk. */
  const photoFiles = (url: string) => filesOfPhoto(join(t.config.dataDir, 'uploads'), url);
  const send = (method: 'POST' | 'PUT', url: string, form: FormData) =>
    t.app.inject({ method, url, payload: form, headers: { cookie: cook.cookie } });

  it('stores an uploaded photo re-encoded and serves it', async () => {
    const response = await send(
      'POST',
      '/api/recipes',
      recipeForm({}, { data: await photo(3000, 2000), type: 'image/jpeg', name: 'soup.jpg' }),
    );
    expect(response.statusCode).toBe(201);
    const { image } = response.json();
    expect(image).toMatch(/^\/uploads\/recipes\/[\w-]+\.webp$/);
    const served = await t.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1067]);
    // Its smaller copies, at the URLs the web client derives from the photo's URL.
    const copies = await Promise.all(
      (responsivePhoto(image)?.variants ?? []).map(async ({ url }) => {
        const copy = await t.app.inject({ url });
        expect(copy.statusCode, url).toBe(200);
        expect(copy.headers['content-type'], url).toBe('image/webp');
        const { width, height } = await sharp(copy.rawPayload).metadata();
        return [width, height];
      }),
    );
    expect(copies).toEqual([
      [400, 267],
      [800, 534],
    ]);
  });

  it('refuses a file that is not an image, whatever its name, and stores nothing', async () => {
    const response = await send(
      'POST',
      '/api/recipes',
      recipeForm(
        { title: 'Fake' },
        { data: Buffer.from('#!/bin/sh\necho hi\n'), name: 'photo.png', type: 'image/png' },
      ),
    );
    expect(response.statusCode).toBe(415);
    const list = await t.app.inject({ url: '/api/recipes', headers: { cookie: cook.cookie } });
    expect(list.json().map((r: { title: string }) => r.title)).not.toContain('Fake');
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    (await photo()).copy(big);
    const response = await send(
      'POST',
      '/api/recipes',
      recipeForm({ title: 'Huge' }, { data: big, type: 'image/jpeg' }),
    );
    expect(response.statusCode).toBe(413);
  });

  it('removes the stored photo and its copies when the recipe itself is refused', async () => {
    const folder = join(t.config.dataDir, 'uploads', 'recipes');
    const stored = () => (existsSync(folder) ? readdirSync(folder).sort() : []);
    const files = stored();
    const before = await t.app.inject({ url: '/api/recipes', headers: { cookie: cook.cookie } });
    const response = await send(
      'POST',
      '/api/recipes',
      recipeForm({ title: '' }, { data: await photo(), type: 'image/jpeg' }),
    );
    expect(response.statusCode).toBe(400);
    const after = await t.app.inject({ url: '/api/recipes', headers: { cookie: cook.cookie } });
    expect(after.json()).toHaveLength(before.json().length);
    expect(stored()).toEqual(files);
  });

  it('replacing or removing a photo deletes the old files; deleting the recipe deletes its photo', async () => {
    const created = (
      await send(
        'POST',
        '/api/recipes',
        recipeForm({}, { data: await photo(), type: 'image/jpeg' }),
      )
    ).json();
    const first = created.image as string;
    // 1200 × 800: the photo, its 400 and 800 px copies.
    expect(photoFiles(first)).toHaveLength(3);

    const replaced = (
      await send(
        'PUT',
        `/api/recipes/${created.id}`,
        recipeForm({}, { data: await photo(640, 480), type: 'image/jpeg' }),
      )
    ).json();
    expect(replaced.image).not.toBe(first);
    expect(photoFiles(first)).toEqual([]);
    expect(photoFiles(replaced.image)).toHaveLength(2);

    const kept = (
      await send('PUT', `/api/recipes/${created.id}`, recipeForm({ title: 'Kept photo' }))
    ).json();
    expect(kept.image).toBe(replaced.image);

    const removed = (
      await send('PUT', `/api/recipes/${created.id}`, recipeForm({ removeImage: true }))
    ).json();
    expect(removed.image).toBeNull();
    expect(photoFiles(replaced.image)).toEqual([]);

    const again = (
      await send(
        'PUT',
        `/api/recipes/${created.id}`,
        recipeForm({}, { data: await photo(), type: 'image/jpeg' }),
      )
    ).json();
    expect(photoFiles(again.image)).toHaveLength(3);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/recipes/${created.id}`,
      headers: { cookie: cook.cookie },
    });
    expect(del.statusCode).toBe(204);
    expect(photoFiles(again.image)).toEqual([]);
  });
});
