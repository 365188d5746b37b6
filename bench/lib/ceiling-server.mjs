// The ceiling: the app's per-request SQL on a bare node:http server, to tell what the framework
// costs on top of the database. Per request it does what the app's SQL does and nothing else: the
// signed session cookie is checked as @fastify/cookie does, the session and its user are read by
// the app's own `loadSession`, then a route's handler runs the page through the app's compiled
// query functions, on a database opened by the app's own `openDatabase` (the same pool, the same
// prepared statements). No framework, no validation, no schema-driven serialisation. Routes are
// given by the caller (community, recipes, …).
import http from 'node:http';
import cookiePlugin from '@fastify/cookie';
// The parser @fastify/cookie itself loads (lazily, so its own `parse` is not usable outside it).
import { parseCookie } from 'cookie';
import { importApp } from './app-code.mjs';

/**
 * Serves `routes` on `port`. A route: `{ pattern: RegExp (on the path), user?: true (401 without
 * one), handle({ match, query, viewer, viewerId, db, header }) → body }`: `viewer` is the
 * signed-in user's row (or null), `db` the app's own database object, `header(name, value)` adds
 * a response header.
 */
export async function serveCeiling({ routes, databaseUrl, secret, cookieName, port }) {
  const { openDatabase } = await importApp('db/client.js');
  const { loadSession } = await importApp('plugins/session-store.js');
  const database = await openDatabase({ url: databaseUrl });
  const { db } = database;
  const signer = new cookiePlugin.Signer(secret);

  /** The signed-in user: the cookie unsigned as @fastify/cookie does, then the session SQL. */
  async function viewerOf(cookieHeader) {
    const signed = cookieHeader && parseCookie(cookieHeader)[cookieName];
    if (!signed) return null;
    const { valid, value: sid } = signer.unsign(signed);
    if (!valid) return null;
    return (await loadSession(db, sid))?.user ?? null;
  }

  const send = (res, status, body, headers = {}) => {
    res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://ceiling');
      if (url.pathname === '/api/health') return send(res, 200, { status: 'ok' });
      let match = null;
      const route = routes.find((r) => (match = r.pattern.exec(url.pathname)));
      if (!route || req.method !== 'GET') return send(res, 404, { message: 'Not found' });
      const viewer = await viewerOf(req.headers.cookie);
      const viewerId = viewer?.id ?? null;
      if (route.user && !viewerId) return send(res, 401, { message: 'Sign in first' });
      const headers = {};
      const header = (name, value) => {
        headers[name] = value;
      };
      const query = url.searchParams;
      const body = await route.handle({ match, query, viewer, viewerId, db, header });
      send(res, 200, body, headers);
    } catch (error) {
      send(res, 500, { message: String(error) });
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  };
  return { close };
}

/**
 * A ceiling server process: serves `routes` as configured by the environment the harness gives
 * it (DATABASE_URL, SESSION_SECRET, PORT, the app's session cookie) until SIGTERM.
 */
export async function runCeiling(routes) {
  const { SESSION_COOKIE } = await importApp('plugins/session.js');
  const { DATABASE_URL, SESSION_SECRET, PORT } = process.env;
  const ceiling = await serveCeiling({
    routes,
    databaseUrl: DATABASE_URL,
    secret: SESSION_SECRET,
    cookieName: SESSION_COOKIE,
    port: Number(PORT),
  });
  process.on('SIGTERM', () => ceiling.close().then(() => process.exit(0)));
}
