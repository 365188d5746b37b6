import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VIDEO_MAX_BYTES } from '../../../contracts/community.js';
import { type MediaTestApp, startMediaApp } from '../../test/media-app.js';
import { fixtureFile } from '../../test/media-forms.js';
import { streamUpload } from '../../test/raw-http.js';

/** Large uploads over a real connection, with the contract's limits (POST /api/post-form/full). */
describe('streaming an announcement video', () => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await startMediaApp();
  });
  afterAll(() => t.close());

  /** A real MP4's first box, so the upload is sniffed as a video and spooled to disk. */
  const mp4Head = () => fixtureFile('clip.mp4').subarray(0, 32);

  it('refuses 100 MB + 1 byte with 413 without holding the video in memory', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    try {
      const upload = streamUpload(`${t.baseUrl}/api/post-form/full`, {
        field: 'media',
        head: mp4Head(),
        size: VIDEO_MAX_BYTES + 1,
      });
      const answer = await upload.answer;
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Video is too large (max 100 MB)' });
      expect(upload.sent()).toBeGreaterThan(VIDEO_MAX_BYTES);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    // Server and client share this process. V8 frees the chunks read from the socket only once
    // some 30 MB of them have piled up (measured: 28 MB at the peak for 25 MB sent, 33-38 MB for
    // these 100 MB), so the bound is half the upload: a server holding the video takes it all.
    expect(peak - before).toBeLessThan(50 * 2 ** 20);
    expect(t.storedFiles()).toEqual([]);
    expect(t.tempFiles()).toEqual([]);
  });

  it('leaves nothing behind when the client goes away mid-video', async () => {
    const size = 4 * 2 ** 20;
    const upload = streamUpload(`${t.baseUrl}/api/post-form/full`, {
      field: 'media',
      head: mp4Head(),
      size,
      finish: false,
    });
    upload.answer.catch(() => {});
    // All of it sent but the end of the form: the server is spooling and waiting for more.
    await vi.waitFor(() => expect(upload.sent()).toBeGreaterThan(size));
    await vi.waitFor(() => expect(t.tempFiles()).toHaveLength(1));
    upload.abort();
    await vi.waitFor(() => expect(t.tempFiles()).toEqual([]));
    expect(t.storedFiles()).toEqual([]);

    // The server carries on.
    const body = new FormData();
    body.append('media', new Blob([new Uint8Array(fixtureFile('clip.webm'))]), 'clip.webm');
    const next = await fetch(`${t.baseUrl}/api/post-form/full`, { method: 'POST', body });
    expect(next.status).toBe(200);
  });
});
