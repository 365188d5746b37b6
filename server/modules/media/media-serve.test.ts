import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MediaTestApp, startMediaApp } from '../../test/media-app.js';
import { imageForm } from '../../test/media-forms.js';
import { landscape } from '../../test/photos.js';
import { rawGet } from '../../test/raw-http.js';
import { uploadsDir } from './storage.js';

const NOT_FOUND = { message: 'File not found' };

describe('serving and removing stored media', () => {
  let t: MediaTestApp;
  let secret: string;
  beforeAll(async () => {
    t = await startMediaApp();
    // loadConfig keeps the session secret in DATA_DIR, one level above the uploads: the prize of
    // a path traversal.
    secret = readFileSync(join(t.config.dataDir, 'session-secret'), 'utf8');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}${url}`, { headers });
  const onDisk = (url: string) => join(uploadsDir(t.config), url.replace(/^\/uploads\//, ''));
  /** Uploads a photo through the form route: the file appears after the server started. */
  const uploadPhoto = async (): Promise<string> => {
    const data = await landscape(600, 400).jpeg().toBuffer();
    const response = await fetch(`${t.baseUrl}/api/form`, {
      method: 'POST',
      body: imageForm({}, { data }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { url: string }).url;
  };

  it('serves an uploaded photo as WebP with long-lived cache headers', async () => {
    const url = await uploadPhoto();
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.headers.get('last-modified')).toBeTruthy();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(readFileSync(onDisk(url)));

    const head = await fetch(`${t.baseUrl}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(readFileSync(onDisk(url)).length));

    // A browser revalidating its copy gets no body back.
    const etag = response.headers.get('etag') ?? '';
    const again = await rawGet(t.baseUrl, url, { 'if-none-match': etag });
    expect([again.status, again.body]).toEqual([304, '']);
  });

  it('answers a range request with 206 and just those bytes', async () => {
    const url = await uploadPhoto();
    const whole = readFileSync(onDisk(url));
    const response = await get(url, { range: 'bytes=10-109' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 10-109/${whole.length}`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(whole.subarray(10, 110));

    const beyond = await get(url, { range: `bytes=${whole.length + 10}-` });
    expect(beyond.status).toBe(416);
  });

  it('answers 404 JSON for a file that does not exist', async () => {
    for (const url of [
      '/uploads/recipes/00000000-0000-0000-0000-000000000000.webp',
      '/uploads/recipes/',
      '/uploads/videos/clip.mp4',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.json(), url).toEqual(NOT_FOUND);
    }
  });

  it('never serves anything outside the media folders', async () => {
    // Files that exist but must stay private: one above the store, one among its temporary files,
    // a dotfile inside a media folder.
    mkdirSync(join(uploadsDir(t.config), '.tmp'), { recursive: true });
    writeFileSync(join(uploadsDir(t.config), '.tmp', 'partial'), secret);
    mkdirSync(join(uploadsDir(t.config), 'recipes'), { recursive: true });
    writeFileSync(join(uploadsDir(t.config), 'recipes', '.hidden.webp'), secret);
    for (const path of [
      '/uploads/../session-secret',
      '/uploads/recipes/../../session-secret',
      '/uploads/%2e%2e/session-secret',
      '/uploads/recipes%2f..%2f..%2fsession-secret',
      '/uploads/recipes/..%2f..%2fsession-secret',
      '/uploads/.tmp/partial',
      '/uploads/recipes/.hidden.webp',
    ]) {
      const response = await rawGet(t.baseUrl, path);
      expect(response.status, path).toBe(404);
      expect(JSON.parse(response.body), path).toEqual(NOT_FOUND);
    }
  });

  it('remove() deletes a stored photo, which is then gone for good', async () => {
    const url = await uploadPhoto();
    expect(existsSync(onDisk(url))).toBe(true);
    await t.media.remove(url);
    expect(existsSync(onDisk(url))).toBe(false);
    expect((await get(url)).status).toBe(404);
    // Already gone: still no error.
    await expect(t.media.remove(url)).resolves.toBeUndefined();
  });

  it('remove() ignores nothing, foreign URLs and paths outside the store', async () => {
    const kept = await uploadPhoto();
    const keptName = kept.split('/').pop() ?? '';
    for (const url of [
      null,
      undefined,
      '',
      `https://cdn.example.com${kept}`,
      `/uploads/recipes/../recipes/${keptName}`,
      '/uploads/../session-secret',
      '/uploads/recipes/../../session-secret',
    ]) {
      await expect(t.media.remove(url), String(url)).resolves.toBeUndefined();
    }
    expect(existsSync(onDisk(kept))).toBe(true);
    expect(existsSync(join(t.config.dataDir, 'session-secret'))).toBe(true);
  });
});
