import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { unzip } from '../../test/archives.js';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { type MediaTestApp, startMediaApp } from '../../test/media-app.js';
import { fixtureFile, imageForm, postFormInOrder } from '../../test/media-forms.js';
import { landscape, solidPhoto } from '../../test/photos.js';
import { rawGet } from '../../test/raw-http.js';
import { recipeForm } from '../../test/recipes.js';
import { startS3, type TestS3 } from '../../test/s3-server.js';
import { checkBucket, createS3Storage } from './s3-storage.js';
import type { MediaStorage } from './storage.js';

// Media in S3-compatible storage, against a real S3 server (s3rver) started here: the code path
// production takes with S3_BUCKET set.

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('S3 media storage', () => {
  let s3: TestS3;
  let storage: MediaStorage;
  const scratch = mkdtempSync(join(tmpdir(), 'simmer-s3-storage-'));
  beforeAll(async () => {
    s3 = await startS3();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: scratch, ...s3.env });
    if (!config.s3) throw new Error('S3 settings not loaded');
    storage = createS3Storage(config.s3);
  });
  afterAll(async () => {
    await s3.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('saves bytes and streams, opens and removes them; a missing key is null, not an error', async () => {
    await storage.save('recipes/small.webp', Buffer.from('a small photo'), 'image/webp');
    // 20 MB in pieces of unknown total: a multipart upload of 8 MB parts.
    const pieces = Array.from({ length: 20 }, (_, n) => Buffer.alloc(1024 * 1024, n));
    await storage.save('announcements/large.mp4', Readable.from(pieces), 'video/mp4');
    expect(await s3.keys()).toEqual(['announcements/large.mp4', 'recipes/small.webp']);

    const small = await storage.open('recipes/small.webp');
    expect(small?.contentType).toBe('image/webp');
    expect((await text(small?.stream as Readable)).toString()).toBe('a small photo');
    const large = await storage.open('announcements/large.mp4');
    expect(large?.size).toBe(20 * 1024 * 1024);
    // (Compared as bytes: a deep equality of 20 MB walks 20 million keys.)
    expect((await text(large?.stream as Readable)).equals(Buffer.concat(pieces))).toBe(true);

    await storage.remove('announcements/large.mp4');
    await storage.remove('announcements/large.mp4');
    expect(await storage.open('announcements/large.mp4')).toBeNull();
    await storage.remove('recipes/small.webp');
    expect(await s3.keys()).toEqual([]);
  });

  it('moves a spooled file in, deleting the local copy; a broken stream leaves nothing', async () => {
    const spooled = join(scratch, 'spooled.mp4');
    writeFileSync(spooled, Buffer.alloc(64 * 1024, 3));
    await storage.moveIn('announcements/moved.mp4', spooled, 'video/mp4');
    expect(existsSync(spooled)).toBe(false);
    expect((await storage.open('announcements/moved.mp4'))?.size).toBe(64 * 1024);
    await storage.remove('announcements/moved.mp4');

    async function* broken() {
      yield Buffer.alloc(9 * 1024 * 1024, 1);
      throw new Error('client went away');
    }
    // The multipart upload is aborted: nothing appears under the key. (s3rver cannot abort one,
    // and says so: the error is then its refusal rather than the stream's.)
    await expect(
      storage.save('announcements/broken.mp4', Readable.from(broken()), 'video/mp4'),
    ).rejects.toThrow();
    expect(await s3.keys()).toEqual([]);
  });

  // (s3rver accepts any signature, so wrong credentials cannot be shown here.)
  it('says why a bucket cannot be used: a missing bucket, no server', async () => {
    const settings = (env: Record<string, string>) => {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: scratch, ...s3.env, ...env });
      if (!config.s3) throw new Error('S3 settings not loaded');
      return config.s3;
    };
    await expect(checkBucket(settings({}))).resolves.toBeUndefined();
    await expect(checkBucket(settings({ S3_BUCKET: 'no-such-bucket' }))).rejects.toThrow(
      'bucket "no-such-bucket" at http://127.0.0.1',
    );
    await expect(
      checkBucket(settings({ S3_ENDPOINT: 'http://127.0.0.1:9' }), 3_000),
    ).rejects.toThrow('cannot be used');
  });
});

describe('media served from S3', () => {
  let s3: TestS3;
  let t: MediaTestApp;
  beforeAll(async () => {
    s3 = await startS3();
    t = await startMediaApp(s3.env);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}${url}`, { headers });

  it('stores a photo and its copies in the bucket, none on disk, and serves them', async () => {
    const data = await landscape(1200, 800).jpeg().toBuffer();
    const response = await fetch(`${t.baseUrl}/api/form`, {
      method: 'POST',
      body: imageForm({}, { data }),
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const key = url.replace('/uploads/', '');
    expect(await s3.keys()).toEqual(
      [key, key.replace('.webp', '-w400.webp'), key.replace('.webp', '-w800.webp')].sort(),
    );
    expect(t.storedFiles()).toEqual([]);

    const served = await get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');

    const head = await fetch(`${t.baseUrl}${url}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes.length)]);

    // Ranges and revalidation, answered by the bucket as a file server would.
    const part = await get(url, { range: 'bytes=10-109' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-109/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 110));
    const beyond = await get(url, { range: `bytes=${bytes.length + 10}-` });
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([
      416,
      `bytes */${bytes.length}`,
    ]);
    const etag = served.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await rawGet(t.baseUrl, url, { 'if-none-match': etag });
    expect([again.status, again.body]).toEqual([304, '']);

    await t.media.remove(url);
    expect(await s3.keys()).toEqual([]);
    const gone = await get(url);
    expect([gone.status, await gone.json()]).toEqual([404, { message: 'File not found' }]);
  });

  it('makes a copy an import left for later when it is first asked for', async () => {
    const data = await landscape(1200, 800).jpeg().toBuffer();
    const url = await t.media.storeEncoded(
      await t.media.encodePhoto(data, 'recipes', { copies: false }),
      'recipes',
    );
    const key = url.replace('/uploads/', '');
    expect(await s3.keys()).toEqual([key]);
    const copy = await get(url.replace('.webp', '-w800.webp'));
    expect([copy.status, copy.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(
      Buffer.from(await copy.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    expect(await s3.keys()).toEqual(
      [key, key.replace('.webp', '-w400.webp'), key.replace('.webp', '-w800.webp')].sort(),
    );
    // A copy the photo's size does not give is not looked for twice, nor made.
    const odd = await get(url.replace('.webp', '-w600.webp'));
    expect(odd.status).toBe(404);
    await t.media.remove(url);
    expect(await s3.keys()).toEqual([]);
  });

  it('streams a video into the bucket and plays it back by ranges', async () => {
    const clip = fixtureFile('clip.mp4');
    const response = await fetch(`${t.baseUrl}/api/post-form/full`, {
      method: 'POST',
      body: postFormInOrder({ title: 'Clip' }, { data: clip, name: 'clip.mp4', type: 'video/mp4' }),
    });
    expect(response.status).toBe(200);
    const { media } = (await response.json()) as { media: { url: string; mediaType: string } };
    expect(media.mediaType).toBe('video');
    expect(await s3.keys()).toEqual([media.url.replace('/uploads/', '')]);
    // Nothing left in the spool folder either.
    expect(t.tempFiles()).toEqual([]);

    const start = await get(media.url, { range: 'bytes=0-' });
    expect(start.status).toBe(206);
    expect(start.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await start.arrayBuffer())).toEqual(clip);
    await t.media.remove(media.url);
  });

  it('refuses paths that are not media keys without asking the bucket', async () => {
    for (const url of ['/uploads/../session-secret', '/uploads/recipes/', '/uploads/x/y.webp']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
    }
  });
});

describe('two instances sharing a bucket and a database', () => {
  let s3: TestS3;
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  const secondDir = mkdtempSync(join(tmpdir(), 'simmer-second-'));
  beforeAll(async () => {
    s3 = await startS3();
    // Instances that share a database share the session secret too (README "Configuration").
    const shared = { ...s3.env, SESSION_SECRET: 'a secret both instances sign sessions with' };
    first = await createTestApp(shared);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: secondDir, ...shared });
    second = await buildApp({ config, database: first.database, webRoot: join(secondDir, 'web') });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await s3.close();
    rmSync(secondDir, { recursive: true, force: true });
  });

  it('serve and export each other’s photos, and a delete on one removes them for both', async () => {
    const cook = await signUp(first.app);
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/recipes',
      payload: recipeForm({}, { data: await solidPhoto('jpeg', 1200, 800), type: 'image/jpeg' }),
      headers: { cookie: cook.cookie },
    });
    expect(created.statusCode).toBe(201);
    const { id, image } = created.json<{ id: number; image: string }>();

    const fromSecond = await second.inject({ url: image });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.rawPayload.equals((await first.app.inject({ url: image })).rawPayload)).toBe(
      true,
    );
    expect(await s3.keys()).toHaveLength(3);
    // The export reads the photo back from the bucket too.
    const exported = await unzip(
      (await second.inject({ url: '/api/export', headers: { cookie: cook.cookie } })).rawPayload,
    );
    expect(
      exported.get(`media/${image.replace('/uploads/', '')}`)?.equals(fromSecond.rawPayload),
    ).toBe(true);

    const deleted = await second.inject({
      method: 'DELETE',
      url: `/api/recipes/${id}`,
      headers: { cookie: cook.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await s3.keys()).toEqual([]);
    expect((await first.app.inject({ url: image })).statusCode).toBe(404);
  });
});
