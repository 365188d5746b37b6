import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_STATE_ID, type RenderedPage } from '../contracts/page-render.js';
import { isScreenAddress } from '../contracts/routes.js';
import { SESSION_HINT_ATTRIBUTE } from '../contracts/session-hint.js';
import { chooseLanguage } from './i18n/languages.js';
import { loadPageRenderer, renderFirstScreen } from './page-render.js';
import { webDistDir } from './paths.js';
import { SESSION_COOKIE } from './plugins/session.js';
import { webHints } from './web-hints.js';

/** Whether the request carries a session cookie: enough to choose hints, never to authorise. */
const hasSessionCookie = (cookies = '') =>
  cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_COOKIE}=`));

/**
 * Sends index.html with the hints for the screen at the request's address (web-hints.ts).
 * Drawn per request, the page is compressed as it goes (Brotli at a fast level, or gzip).
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: string, signedIn: boolean) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    // Drawn for a signed-in cook, the page holds their data: no shared cache may keep it.
    .header('cache-control', signedIn ? 'private, no-cache' : 'no-cache')
    .header('content-type', 'text/html; charset=utf-8')
    // The hints depend on the address and on whether a session cookie came with the request;
    // the language on the cookie or, without a choice, on the browser's languages.
    .header('vary', 'accept-encoding, accept-language, cookie');
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
 * index.html for one request. With the server's render of the screen, its HTML fills the root
 * element and what it puts in the head (its title, preloads of its first photos) replaces the
 * page's own title, followed by the data it was drawn from; the reads are then in the page, so
 * their hints are left out.
 */
function assemblePage(
  indexHtml: string,
  {
    signedIn,
    hints,
    rendered,
    language,
    textFiles,
  }: {
    signedIn: boolean;
    hints: string;
    rendered: RenderedPage | null;
    language: string;
    textFiles: TextFiles;
  },
): string {
  // Replacer functions throughout: the inserted text may hold `$` patterns. The language is one
  // of the catalogues' names, never the request's text.
  const page = indexHtml.replace(
    /<html(?: lang="[^"]*")?/,
    () => `<html ${SESSION_HINT_ATTRIBUTE}="${signedIn ? 'yes' : 'no'}" lang="${language}"`,
  );
  if (!rendered) return page.replace('</head>', () => `${hints}</head>`);
  // The compiled texts the page was drawn with, and the table of the language's parts that finds
  // them: the browser loads them before adopting the page, so they come beside the app's code
  // rather than after it.
  const texts = [undefined, ...rendered.texts]
    .map((namespace) => textFiles(language, namespace))
    .filter(Boolean)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return page
    .replace('</head>', () => `${texts}${WHOLE_SCREEN_FIRST}</head>`)
    .replace(/<title>[^<]*<\/title>/, (title) =>
      rendered.head.includes('<title>') ? rendered.head : `${title}${rendered.head}`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${rendered.html}</div>` +
        `<script type="application/json" id="${PAGE_STATE_ID}">${rendered.state}</script>`,
    );
}

/**
 * The browser paints the drawn screen only once it has read all of it: a slow phone's parser
 * otherwise pauses inside the page and paints what it has, a toolbar with half its buttons or a
 * navigation row with two of its items, which move when the rest arrives. `rel="expect"` holds
 * rendering until the element it names is in the document; Chromium lets go as an element's start
 * tag is read, so it names the data that follows the screen, not the screen's own root. The page
 * comes whole from the server, so the wait is the parse alone; other browsers ignore it.
 */
const WHOLE_SCREEN_FIRST = `<link rel="expect" href="#${PAGE_STATE_ID}" blocking="render">`;

/**
 * The built file of one language's namespace of texts, or (no namespace) of the language's table
 * of them, if the build has it.
 */
type TextFiles = (language: string, namespace?: string) => string | undefined;

/** Reads the build's manifest for the files of the texts (scripts/texts-plugin.mjs). */
function textFilesOf(root: string): TextFiles {
  const manifestFile = join(root, '.vite', 'manifest.json');
  const manifest: Record<string, { file: string }> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  return (language, namespace) =>
    manifest[`../virtual:simmer-texts/${language}${namespace === undefined ? '' : `/${namespace}`}`]
      ?.file;
}

/**
 * The client's stylesheet goes inside index.html rather than beside it (decision 023): the page
 * comes drawn by the server, and a separate stylesheet would hold its first paint back by a
 * request of its own on a new connection (~10 KB compressed, a round trip and more on a phone).
 */
function inlineStylesheets(html: string, root: string): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g,
    (_link, file: string) =>
      // A stylesheet cannot end the element early. The disabled link (never fetched) names the
      // file for the app's chunk loader, which looks for stylesheets by their <link>: without
      // it, the first lazy screen fetched the stylesheet again and restyled the whole page.
      `<style>${readFileSync(join(root, file), 'utf8').replaceAll('</style', '<\\/style')}</style>` +
      `<link rel="stylesheet" href="/${file}" disabled>`,
  );
}

/**
 * Serves the built web client: hashed assets cached for a year, everything else revalidated, and
 * index.html for every other GET so the client router can show its screens (and its 404 page,
 * with a 404 status for an address that is no screen).
 * Text files go out as the Brotli or gzip copy the build wrote beside them
 * (scripts/precompress.mjs), whichever the browser accepts. index.html, served for every screen,
 * carries the hints of the screen asked for (web-hints.ts) and whether a session cookie came with
 * the request (contracts/session-hint.ts).
 */
export async function serveWebClient(
  app: FastifyInstance,
  root = webDistDir,
  { community = true } = {},
): Promise<void> {
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`web client not built (${index} missing): run "npm run build"`);
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
    return;
  }
  const indexHtml = inlineStylesheets(readFileSync(index, 'utf8'), root);
  const textFiles = textFilesOf(root);
  // The renderer (React and every screen) loads while the server already answers: a start is
  // not held up by it, and the first page that needs it waits for it (decision 038).
  const renderer = loadPageRenderer(root).catch((error: unknown) => {
    app.log.error({ err: error }, 'the first render of pages could not be loaded');
    return null;
  });
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
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' });
    }
    const signedIn = hasSessionCookie(request.headers.cookie);
    const pathname = request.url.split('?')[0] ?? '/';
    const hints = webHints(pathname, signedIn);
    // The visitor's language; a signed-in cook's own choice is found by the render, which reads
    // who they are anyway (without a render the page's script switches to it).
    const visitorLanguage = chooseLanguage(request.headers);
    const render = request.method === 'GET' ? await renderer : null;
    const rendered = render
      ? await renderFirstScreen(app, render, request, signedIn, visitorLanguage)
      : null;
    const language = rendered?.language ?? visitorLanguage;
    const page = assemblePage(indexHtml, { signedIn, hints, rendered, language, textFiles });
    // The same page either way (its router draws the 404 page), but an address that is no screen
    // says so with its status. A screen for signed-in cooks only is an address that exists
    // whoever asks: signed out it shows the 404 page, yet signing in there opens it. With the
    // community turned off, its screens are no addresses.
    reply.code(isScreenAddress(pathname, { community }) ? 200 : 404);
    return sendPage(request, reply, page, signedIn);
  });
}
