import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import {
  ANNOUNCEMENT_PHOTO_MAX_BYTES,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
} from '../../../contracts/community.js';
import { type Config, loadConfig } from '../../config.js';
import { installErrorHandler } from '../../plugins/errors.js';
import { installMultipart } from '../../plugins/multipart.js';
import { serveUploads } from './media.routes.js';
import { createMediaService, type MediaService } from './media-service.js';
import { uploadTempDir } from './post-form.js';
import { uploadsDir } from './storage.js';

/** The photo limit of the test routes: small, so over- and at-limit bodies stay cheap to send. */
export const TEST_MAX_BYTES = 256 * 1024;
/** The video limit of POST /api/post-form; POST /api/post-form/full has the contract's. */
export const TEST_VIDEO_MAX_BYTES = 512 * 1024;

export interface MediaTestApp {
  baseUrl: string;
  config: Config;
  media: MediaService;
  /** Every file under DATA_DIR/uploads (temporary files included), relative to it. */
  storedFiles(): string[];
  /** Every file in the temporary folder uploads are spooled to. */
  tempFiles(): string[];
  close(): Promise<void>;
}

/**
 * A real server on a real port wired like app.ts (error handler, multipart in the /api context,
 * uploads served from the root), with form routes: POST /api/form reads a recipe photo in field
 * `image`; POST /api/post-form and /api/post-form/full read an announcement's photo or video in
 * field `media`, the first with small limits, the second with the contract's. Media go to disk,
 * or to the bucket that `env`'s S3_* settings name.
 */
export async function startMediaApp(env: Record<string, string> = {}): Promise<MediaTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'simmer-media-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  const media = createMediaService(config);
  const app = Fastify();
  installErrorHandler(app);
  await app.register(
    async (api) => {
      await installMultipart(api);
      api.post('/form', (request) =>
        media.readForm(request, { field: 'image', maxBytes: TEST_MAX_BYTES, folder: 'recipes' }),
      );
      api.post('/post-form', (request) =>
        media.readPostForm(request, {
          field: 'media',
          folder: 'announcements',
          photoMaxBytes: TEST_MAX_BYTES,
          videoMaxBytes: TEST_VIDEO_MAX_BYTES,
          videoMaxSeconds: VIDEO_MAX_SECONDS,
        }),
      );
      api.post('/post-form/full', (request) =>
        media.readPostForm(request, {
          field: 'media',
          folder: 'announcements',
          photoMaxBytes: ANNOUNCEMENT_PHOTO_MAX_BYTES,
          videoMaxBytes: VIDEO_MAX_BYTES,
          videoMaxSeconds: VIDEO_MAX_SECONDS,
        }),
      );
    },
    { prefix: '/api' },
  );
  await serveUploads(app, { config, media });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const root = uploadsDir(config);
  const temp = uploadTempDir(config);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    media,
    storedFiles: () =>
      (existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }) : [])
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name))),
    tempFiles: () => (existsSync(temp) ? readdirSync(temp) : []),
    close: async () => {
      await app.close();
      await media.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A landscape photo with a red block in its top-left corner, so a test can tell where that
 * corner went after the orientation was applied.
 */
export function landscape(width: number, height: number) {
  const block = Math.round(Math.min(width, height) / 5);
  return sharp({ create: { width, height, channels: 3, background: '#2040c0' } }).composite([
    {
      input: { create: { width: block, height: block, channels: 3, background: '#ff0000' } },
      top: 0,
      left: 0,
    },
  ]);
}

/** Pseudo-random pixels: they compress badly, so the file is large for its size in pixels. */
export function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export function form(
  fields: Record<string, string>,
  file?: { data: Buffer; name?: string; type?: string },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) {
    body.append(
      'image',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'photo.jpg',
    );
  }
  return body;
}

/** A file of server/test/fixtures (see make-videos.sh there). */
export function fixture(name: string): Buffer {
  return readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));
}

/** An announcement form: fields, the file in `media`, then more fields. */
export function postForm(
  before: Record<string, string>,
  file?: { data: Buffer; name: string; type: string },
  after: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(before)) body.append(name, value);
  if (file) {
    body.append('media', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  for (const [name, value] of Object.entries(after)) body.append(name, value);
  return body;
}
