import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announcements } from './db/schema/index.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from './test/harness.js';
import { fixtureFile } from './test/media-forms.js';
import { streamUpload } from './test/raw-http.js';

// A client that stops sending mid-upload must not hold a connection, a temporary file or a
// half-made post. BODY_IDLE_TIMEOUT_SECONDS is 60 by default; one second here.

describe('an upload that stalls', () => {
  let t: TestApp;
  let cook: SignedInUser;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ BODY_IDLE_TIMEOUT_SECONDS: '1' });
    cook = await signUp(t.app, { displayName: 'Stalled Cook', database: t.database });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const files = (dir: string) =>
    existsSync(join(t.config.dataDir, dir))
      ? readdirSync(join(t.config.dataDir, dir), { recursive: true }).filter((f) =>
          String(f).includes('.'),
        )
      : [];

  it('is cut off once nothing arrives, leaving no file, no stored media and no post', async () => {
    const upload = streamUpload(`${baseUrl}/api/announcements`, {
      field: 'media',
      // A real MP4's first box, so the upload is taken for a video and spooled to disk.
      head: fixtureFile('clip.mp4').subarray(0, 32),
      size: 2 * 2 ** 20,
      finish: false,
      headers: { cookie: cook.cookie },
    });
    const outcome = upload.answer.then(
      (answer) => `answered ${answer.status}`,
      (error: NodeJS.ErrnoException) => `closed (${error.code ?? error.message})`,
    );
    // The video is being spooled when the client goes quiet.
    await vi.waitFor(() => expect(files('tmp')).toHaveLength(1));
    const stalledAt = Date.now();
    expect(await outcome).toMatch(/^closed/);
    expect(Date.now() - stalledAt).toBeLessThan(5_000);
    await vi.waitFor(() => expect(files('tmp')).toEqual([]));
    expect(files('uploads')).toEqual([]);
    expect(await t.database.db.select().from(announcements)).toEqual([]);
    upload.abort();

    // The server carries on.
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
  }, 20_000);
});
