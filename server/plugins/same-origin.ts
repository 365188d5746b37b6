import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../contracts/errors.js';
import { HttpError } from '../http-errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests from another origin are refused (decision 006). Browsers send `Origin` on
 * every cross-origin write (and on same-origin POSTs); requests without it come from non-browser
 * clients, which carry no ambient cookies of a victim.
 */
export function installSameOriginGuard(app: FastifyInstance, publicUrl: URL): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (request.headers['sec-fetch-site'] === 'cross-site') throw crossOrigin();
      return;
    }
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw crossOrigin();
    }
    if (host !== publicUrl.host && host !== request.headers.host) throw crossOrigin();
  });
}

const crossOrigin = () =>
  new HttpError(403, 'Cross-origin request refused', ErrorCode.CROSS_ORIGIN);
