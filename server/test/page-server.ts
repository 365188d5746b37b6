import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * A recipe site for the import tests, on loopback at a random port: the saved pages of
 * fixtures/pages/, a real photo, and pages that misbehave (missing, endless, hanging, redirecting).
 * Nothing in the tests reaches past this machine.
 */
export interface PageServer {
  /** `http://<host>:<port>` */
  origin: string;
  port: number;
  /** Requests received, by path and query. */
  hits: Map<string, number>;
  /** The bytes of the endless page sent when the client closed the connection. */
  endlessSent(): Promise<number>;
  close(): Promise<void>;
}

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/pages/${name}.html`, import.meta.url));

/** A recipe page whose photo is at `image` (any URL, or several). */
const recipeWithPhoto = (image: string | string[]) =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Photo test soup',
    image,
    recipeIngredient: ['water'],
    recipeInstructions: 'Boil the water.',
  })}</script></head><body></body></html>`;

/** A camera-like JPEG with EXIF (the pipeline must drop it). */
export function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Copyright: 'Ada Fernsby' } })
    .toBuffer();
}

/**
 * `host` defaults to 127.0.0.1, `port` to any free one (the browser tests name theirs, for the
 * app's IMPORT_ALLOWED_HOSTS); `redirectTarget` is where /redirect-out sends the client.
 */
export async function startPageServer(
  options: { host?: string; port?: number; redirectTarget?: () => string } = {},
): Promise<PageServer> {
  const host = options.host ?? '127.0.0.1';
  const photo = await cameraPhoto();
  const hits = new Map<string, number>();
  let endlessClosed: Promise<number> = Promise.resolve(0);

  const html = (
    response: ServerResponse,
    body: string | Buffer,
    type = 'text/html; charset=utf-8',
  ) => response.writeHead(200, { 'content-type': type }).end(body);

  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
    '/stew/': (_request, response) => html(response, fixture('graph')),
    '/microdata': (_request, response) => html(response, fixture('microdata')),
    '/photos/stew.jpg': (_request, response) =>
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
    '/no-recipe': (_request, response) => html(response, fixture('no-recipe')),
    '/headed': (_request, response) => html(response, fixture('headed')),
    '/missing': (_request, response) => response.writeHead(404).end('Not here'),
    '/gzip': (_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(fixture('graph'))),
    // 6 MB of spaces, 6 KB compressed: the limit counts what the body inflates to.
    '/gzip-bomb': (_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(6 * 1024 * 1024, ' '))),
    // A page that never ends, sent as fast as the client reads it, with no Content-Length.
    '/endless': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      endlessClosed = new Promise((resolve) => response.once('close', () => resolve(sent)));
      const write = () => {
        while (!response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return response.once('drain', write);
        }
      };
      write();
    },
    // Says it is 6 MB before sending any of it.
    '/declared-huge': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': 6 * 1024 * 1024 });
      response.write('<!doctype html>');
    },
    // Headers, then nothing, ever.
    '/hang': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<!doctype html><html><head>');
    },
    '/latin1': (_request, response) =>
      html(
        response,
        Buffer.from(recipeWithPhoto('').replace('Photo test soup', 'Crème brûlée'), 'latin1'),
        'text/html; charset=ISO-8859-1',
      ),
    // UTF-8 sent as Latin-1 by a server's default, which must not turn "1¼" into "1Â¼".
    '/mislabelled': (_request, response) =>
      html(
        response,
        Buffer.from(recipeWithPhoto('').replace('"water"', '"1¼ cups water"'), 'utf8'),
        'text/html; charset=ISO-8859-1',
      ),
    // Greek in ISO-8859-7, named by the page's <meta> only: "Σούπα" (soup).
    '/meta-charset': (_request, response) => {
      const [before, after] = recipeWithPhoto('')
        .replace('<head>', '<head><meta charset="iso-8859-7">')
        .split('Photo test soup');
      const soup = Buffer.from([0xd3, 0xef, 0xfd, 0xf0, 0xe1]);
      html(
        response,
        Buffer.concat([Buffer.from(before ?? ''), soup, Buffer.from(after ?? '')]),
        'text/html',
      );
    },
    '/photo-missing': (_request, response) => html(response, recipeWithPhoto('/photos/none.png')),
    // The largest photo is missing; the next one is there.
    '/photo-fallback': (_request, response) =>
      html(response, recipeWithPhoto(['/photos/gone-2400x1600.jpg', '/photos/stew.jpg'])),
    '/photo-not-a-photo': (_request, response) => html(response, recipeWithPhoto('/no-recipe')),
    '/photo-private': (_request, response) =>
      html(response, recipeWithPhoto('http://10.0.0.1/photo.jpg')),
    '/redirect-out': (_request, response) =>
      response.writeHead(302, { location: options.redirectTarget?.() ?? '/' }).end(),
    '/redirect-ftp': (_request, response) =>
      response.writeHead(301, { location: 'ftp://files.example.org/stew.html' }).end(),
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    hits.set(`${url.pathname}${url.search}`, (hits.get(`${url.pathname}${url.search}`) ?? 0) + 1);
    // /hop/3 → /hop/2 → /hop/1 → /hop/0, which is the stew.
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const left = Number(hop[1]);
      if (left === 0) return html(response, fixture('graph'));
      return response.writeHead(302, { location: `/hop/${left - 1}` }).end();
    }
    const route = routes[url.pathname];
    if (route) return route(request, response);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    hits,
    endlessSent: () => endlessClosed,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: taken, then given back. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
