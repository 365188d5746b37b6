import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, errorBodySchema } from '../../contracts/errors.js';
import { themeBootScript } from '../../contracts/theme-script.js';
import { precompress } from '../../scripts/precompress.mjs';
import { buildApp } from '../app.js';
import { sessions } from '../db/schema/index.js';
import { createTestApp, signUp, type TestApp } from '../test/harness.js';
import { installAccessGuards } from './access.js';
import { purgeExpiredSessions } from './session-store.js';

describe('errors, origins, sessions and the web client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await t.app.inject({ url: '/api/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /api/no/such/thing not found' });
  });

  it('answers a malformed JSON body with 400 JSON and no internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(response.body).not.toMatch(/\bat \w+ \(|node_modules|stack/);
    // Fastify's own FST_… code is not one of the API's (decision 034).
    expect(errorBodySchema.strict().parse(response.json())).not.toHaveProperty('code');
  });

  it('answers an unsupported body type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '<email/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses writes from another origin and accepts the app’s own', async () => {
    const payload = { email: 'origin@example.com', password: 'password1' };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      message: 'Cross-origin request refused',
      code: ErrorCode.CROSS_ORIGIN,
    });
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(own.statusCode).toBe(201);
  });

  it('keeps API answers out of shared caches and sends security headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Inline scripts: only the theme script of index.html and the sign-in pages, by its hash.
    const themeScript = createHash('sha256').update(themeBootScript).digest('base64');
    expect(csp.split(';')).toContain(`script-src 'self' 'sha256-${themeScript}'`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Not no-referrer: that makes browsers send Origin: null on the sign-in form's own POST.
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('forgets expired sessions and purges their rows', async () => {
    const cook = await signUp(t.app);
    await t.database.db.update(sessions).set({ expire: sql`now() - interval '1 minute'` });
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: cook.cookie } });
    expect(me.statusCode).toBe(401);
    expect(await purgeExpiredSessions(t.database.db)).toBeGreaterThan(0);
    const left = await t.database.db.select().from(sessions);
    expect(left).toEqual([]);
  });

  it('without a built web client, other paths are 404 JSON', async () => {
    const response = await t.app.inject({ url: '/recipes' });
    expect(response.statusCode).toBe(404);
  });
});

// Big enough to be worth compressing (the build leaves files under 1 KB alone).
const APP_JS = `${'console.log("simmer");\n'.repeat(200)}`;
const APP_CSS = 'body{color:tomato}/* a stylesheet cannot end its element: </style><b> */';
const INDEX_HTML = `<!doctype html><title>Simmer</title><link rel="stylesheet" crossorigin href="/assets/app-abc123.css"><div id="root"></div>${'<!-- -->'.repeat(200)}`;
/**
 * What the page is once its stylesheet is inside it, named by a disabled link (never fetched) for
 * the loader of lazy chunks, which looks for stylesheets by their <link>.
 */
const SERVED_HTML = INDEX_HTML.replace(
  /<link[^>]+>/,
  '<style>body{color:tomato}/* a stylesheet cannot end its element: <\\/style><b> */</style>' +
    '<link rel="stylesheet" href="/assets/app-abc123.css" disabled>',
);

describe('serving the built web client', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    const root = mkdtempSync(join(tmpdir(), 'simmer-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), INDEX_HTML);
    writeFileSync(join(root, 'assets', 'app-abc123.js'), APP_JS);
    writeFileSync(join(root, 'assets', 'app-abc123.css'), APP_CSS);
    // What `npm run build` does after Vite: a .br and a .gz copy beside each text file.
    precompress(root);
    app = await buildApp({ config: t.config, database: t.database, webRoot: root });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('serves index.html for client routes so the router can show any screen', async () => {
    for (const url of ['/', '/recipes', '/recipe/12', '/some/unknown/page']) {
      const response = await app.inject({ url });
      // Its 404 page, for an address that is no screen (web-client-status.test.ts).
      expect(response.statusCode, url).toBe(url.startsWith('/some/') ? 404 : 200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with long-lived caching', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the Brotli or gzip copy the browser accepts, and the plain file otherwise', async () => {
    const asset = (encoding?: string) =>
      app.inject({
        url: '/assets/app-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 5);

    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);

    const page = await app.inject({ url: '/recipes', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(SERVED_HTML);
  });

  it('puts the stylesheet inside the page: its first paint waits for no other request', async () => {
    const page = await app.inject({ url: '/recipes' });
    expect(page.body).toBe(SERVED_HTML);
    // The only stylesheet link is disabled: nothing to fetch before the first paint.
    expect(page.body.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/app-abc123.css" disabled>',
    ]);
  });

  it('still answers unknown API paths with JSON, not the page', async () => {
    const response = await app.inject({ url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('route access declarations', () => {
  it('refuse to start an API route that does not say who may call it', async () => {
    const app = Fastify();
    installAccessGuards(app);
    expect(() => app.get('/open', async () => 'oops')).toThrow(
      'GET /open must declare config.access',
    );
    app.get('/declared', { config: { access: 'public' } }, async () => 'fine');
    await app.close();
  });
});
