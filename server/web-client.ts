import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { webDistDir } from './paths.js';

/**
 * Serves the built web client: hashed assets cached for a year, everything else revalidated, and
 * index.html for every other GET so the client router can show its screens (and its 404 page).
 * Text files go out as the Brotli or gzip copy the build wrote beside them
 * (scripts/precompress.mjs), whichever the browser accepts.
 */
export async function serveWebClient(app: FastifyInstance, root = webDistDir): Promise<void> {
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`web client not built (${index} missing): run "npm run build"`);
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
    return;
  }
  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    // Routes for the files that exist at start-up only (a build never changes under a running
    // server), so every other path reaches the handlers below, /api ones included.
    wildcard: false,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.includes(`${join(root, 'assets')}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
