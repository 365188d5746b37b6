import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Fastify from 'fastify';
import {
  ANNOUNCEMENT_PHOTO_MAX_BYTES,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
} from '../../contracts/community.js';
import { type Config, loadConfig } from '../config.js';
import { serveUploads } from '../modules/media/media.routes.js';
import { createMediaService, type MediaService } from '../modules/media/media-service.js';
import { uploadTempDir } from '../modules/media/post-form.js';
import { uploadsDir } from '../modules/media/storage.js';
import { installErrorHandler } from '../plugins/errors.js';
import { installMultipart } from '../plugins/multipart.js';

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
