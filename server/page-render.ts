import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageRenderRequest, RenderedPage, RenderPage } from '../contracts/page-render.js';

/** A page whose render takes longer is sent without it: the browser draws it (decision 023). */
const RENDER_BUDGET_MS = 2_000;

/**
 * The server's first render of a page (web/ssr/render-page.tsx), built beside the client by
 * `vite build --ssr` into `<client dir>-ssr`. Absent (a client built without it, the tests' stand-in
 * clients), pages go out without a first render and the browser draws them, as before.
 */
export async function loadPageRenderer(clientDir: string): Promise<RenderPage | null> {
  const bundle = `${clientDir}-ssr/render-page.js`;
  if (!existsSync(bundle)) return null;
  const module = (await import(pathToFileURL(bundle).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/**
 * The page's reads, answered in-process as the browser's would be: same address, same cookie,
 * through the API's own routes and access checks. Reads only: a render never changes anything.
 */
function apiFetcher(app: FastifyInstance, request: FastifyRequest): PageRenderRequest['fetchApi'] {
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || !url.startsWith('/api/')) {
      throw new Error(`a page render may only read the API (${method} ${url})`);
    }
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    // The answer's own headers, which the client reads too (a list's total, its next cursor);
    // a cookie is for a browser, and none reaches this one through a read.
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name === 'set-cookie' || value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * Draws the page `request` asks for, or `null` when that fails or takes too long: the page then
 * goes out as the bare client, which draws itself. The failure is logged, never shown.
 */
export async function renderFirstScreen(
  app: FastifyInstance,
  render: RenderPage,
  request: FastifyRequest,
  signedIn: boolean,
  language: string,
): Promise<RenderedPage | null> {
  let timer: NodeJS.Timeout | undefined;
  const tooLong = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      request.log.warn({ url: request.url }, 'page render took too long; sent without it');
      resolve(null);
    }, RENDER_BUDGET_MS);
  });
  const rendered = render({
    url: request.url,
    signedIn,
    language,
    fetchApi: apiFetcher(app, request),
  }).catch((error: unknown) => {
    request.log.error({ err: error, url: request.url }, 'page render failed; sent without it');
    return null;
  });
  try {
    return await Promise.race([rendered, tooLong]);
  } finally {
    clearTimeout(timer);
  }
}
