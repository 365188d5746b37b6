import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import type { MediaService } from './media-service.js';
import { serveFromBucket, UPLOAD_DOC } from './s3-serve.js';
import { isMediaKey, uploadsDir } from './storage.js';

const fileNotFound = (reply: FastifyReply) => reply.code(404).send({ message: 'File not found' });

/**
 * Serves stored media at GET/HEAD /uploads/<folder>/<file> from the root app: from the S3 bucket
 * when one is configured (s3-serve.ts), else from DATA_DIR/uploads. On disk, @fastify/static
 * (`serve: false`) brings Content-Type, ranges, ETag and Last-Modified; the route itself is a
 * wildcard, not a route per file, because uploads appear while the server runs. Only paths shaped
 * like a media key reach the disk, so `..`, encoded slashes and dotfiles never do. A photo's copy
 * that was left to be made later (a bulk import's, decision 032) is made when first asked for.
 */
export async function serveUploads(
  app: FastifyInstance,
  { config, media }: { config: Config; media: Pick<MediaService, 'ensureCopy'> },
): Promise<void> {
  if (config.s3) {
    const s3 = config.s3;
    await app.register(
      async (uploads) => {
        uploads.setNotFoundHandler((_request, reply) => fileNotFound(reply));
        serveFromBucket(uploads, s3, { notFound: fileNotFound, ensureCopy: media.ensureCopy });
      },
      { prefix: '/uploads' },
    );
    return;
  }
  const root = uploadsDir(config);
  await mkdir(root, { recursive: true });

  await app.register(
    async (uploads) => {
      // Encapsulated, so the root app may register @fastify/static again for the web client.
      await uploads.register(fastifyStatic, {
        root,
        serve: false,
        index: false,
        dotfiles: 'deny',
        // Names are random and never reused, so a stored file never changes under its URL.
        maxAge: '365d',
        immutable: true,
      });
      // Also reached by sendFile for a well-formed name with no file behind it.
      uploads.setNotFoundHandler((_request, reply) => fileNotFound(reply));

      uploads.get<{ Params: { '*': string } }>(
        '/*',
        { schema: UPLOAD_DOC },
        async (request, reply) => {
          const key = request.params['*'];
          if (!isMediaKey(key)) return fileNotFound(reply);
          // A copy of an imported photo may not be made yet: made now, then served like any.
          await media.ensureCopy(key);
          // Browsers must not guess another type (an HTML page) from the bytes.
          reply.header('x-content-type-options', 'nosniff');
          return reply.sendFile(key);
        },
      );
    },
    { prefix: '/uploads' },
  );
}
