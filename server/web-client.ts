import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_ATTRIBUTE } from '../contracts/session-hint.js';
import { webDistDir } from './paths.js';
import { SESSION_COOKIE } from './plugins/session.js';
import { webHints } from './web-hints.js';

/** Whether the request carries a session cookie: enough to choose hints, never to authorise. */
const hasSessionCookie = (cookies = '') =>
  cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_COOKIE}=`));

/**
 * Sends index.html with the hints for the screen at the request's address (web-hints.ts).
 * A page of ~2 KB is compressed as it goes (Brotli at a fast level, or gzip), per request.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('cache-control', 'no-cache')
    .header('content-type', 'text/html; charset=utf-8')
    // The hints depend on the address and on whether a session cookie came with the request.
    .header('vary', 'accept-encoding, cookie');
  if (/\bbr\b/.test(accepted)) {
    const fast = { [constants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('content-encoding', 'br').send(brotliCompressSync(page, { params: fast }));
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(page));
  }
  return reply.send(page);
}

/**
 * Serves the built web client: hashed assets cached for a year, everything else revalidated, and
 * index.html for every other GET so the client router can show its screens (and its 404 page).
 * Text files go out as the Brotli or gzip copy the build wrote beside them
 * (scripts/precompress.mjs), whichever the browser accepts. index.html, served for every screen,
 * carries the hints of the screen asked for (web-hints.ts) and whether a session cookie came with
 * the request (contracts/session-hint.ts).
 */
export async function serveWebClient(app: FastifyInstance, root = webDistDir): Promise<void> {
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`web client not built (${index} missing): run "npm run build"`);
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
    return;
  }
  const indexHtml = readFileSync(index, 'utf8');
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
    const signedIn = hasSessionCookie(request.headers.cookie);
    const hints = webHints(request.url.split('?')[0] ?? '/', signedIn);
    const page = indexHtml
      .replace('<html', `<html ${SESSION_HINT_ATTRIBUTE}="${signedIn ? 'yes' : 'no'}"`)
      .replace('</head>', `${hints}</head>`);
    return sendPage(request, reply, page);
  });
}
