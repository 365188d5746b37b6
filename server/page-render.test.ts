import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STATE_ID } from '../contracts/page-render.js';
import { buildApp } from './app.js';
import { createTestApp, signUp, type TestApp } from './test/harness.js';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Simmer</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

// A stand-in for the bundle `vite build --ssr` writes (the real one is exercised by the browser
// tests, tests/e2e/first-render.spec.ts): it draws what the server's API tells it, through the
// `fetchApi` the server hands it, so the wiring between the two is what is tested here.
const STAND_IN_RENDERER = `
export async function renderPage({ url, signedIn, language, fetchApi }) {
  if (url.includes('broken')) throw new Error('a component threw');
  if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 5000));
  if (url.includes('writes')) await fetchApi('/api/recipes', { method: 'POST' });
  const answer = await fetchApi('/api/auth/user', { credentials: 'include' });
  const user = answer.ok ? await answer.json() : null;
  let total = '';
  if (user) {
    const list = await fetchApi('/api/recipes?limit=1', {});
    total = ' total=' + list.headers.get('x-total-count') + ' cookie=' + list.headers.has('set-cookie');
  }
  return {
    head: '<link rel="preload" as="image" href="/first.webp"/><title>Drawn · Simmer</title>',
    html: '<p>' + url + ' ' + answer.status + ' ' + (user ? user.email : 'nobody') + total + ' $& $1</p>',
    state: JSON.stringify({ queries: { user }, minute: 1, signedIn }).replace(/</g, '\\\\u003c'),
    language,
    texts: ['landing', 'missing'],
  };
}`;

describe('the server draws the first screen of a page with the web client’s own render', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    const root = join(mkdtempSync(join(tmpdir(), 'simmer-render-')), 'web');
    mkdirSync(root);
    mkdirSync(`${root}-ssr`);
    writeFileSync(join(root, 'index.html'), INDEX_HTML);
    writeFileSync(join(`${root}-ssr`, 'render-page.js'), STAND_IN_RENDERER);
    mkdirSync(join(root, '.vite'));
    writeFileSync(
      join(root, '.vite', 'manifest.json'),
      JSON.stringify({
        '../virtual:simmer-texts/de': { file: 'assets/de-table1.js' },
        '../virtual:simmer-texts/de/landing': { file: 'assets/landing-de1.js' },
        '../virtual:simmer-texts/en/landing': { file: 'assets/landing-en1.js' },
      }),
    );
    app = await buildApp({ config: t.config, database: t.database, webRoot: root });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const page = (url: string, cookie?: string) =>
    app.inject({ url, headers: cookie ? { cookie } : {} });
  const state = (html: string) =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`).exec(
        html,
      )?.[1] ?? 'null',
    );

  it('puts the drawn screen in the page, its title in the head, and the data after it', async () => {
    const cook = await signUp(app);
    const response = await page('/recipes?sort=oldest', cook.cookie);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<head><link rel="preload" as="image" href="/first.webp"/><title>Drawn · Simmer</title>',
    );
    expect(html).not.toContain('<title>Simmer</title>');
    // The API answered as it answers the browser: with the request's own session.
    // Its headers too (a list's total), but never a cookie meant for a browser.
    expect(html).toContain(
      `<div id="root"><p>/recipes?sort=oldest 200 ${cook.email} total=0 cookie=false $& $1</p>`,
    );
    expect(state(html)).toMatchObject({ queries: { user: { id: cook.id } }, signedIn: true });
    // The reads are in the page: no hints to fetch them again.
    expect(html).not.toContain('as="fetch"');
    // Painted once read whole, never half a screen at a time.
    expect(html).toContain(`<link rel="expect" href="#${PAGE_STATE_ID}" blocking="render"></head>`);
    expect(html.indexOf(`id="${PAGE_STATE_ID}"`)).toBeGreaterThan(html.indexOf('</p></div>'));
    // A page holding the cook's own data is for the cook's browser only.
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('draws the page in its language, and preloads the texts it was drawn with', async () => {
    const response = await app.inject({
      url: '/',
      headers: { 'accept-language': 'de-CH, en;q=0.5' },
    });
    const html = response.body;
    expect(html).toContain('lang="de"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-de1.js">');
    // With the table of the language's parts that finds it.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/de-table1.js">');
    // A namespace the build does not have is left out, not linked to nothing.
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(2);
    const english = (await app.inject({ url: '/' })).body;
    expect(english).toContain('lang="en"');
    expect(english).toContain('href="/assets/landing-en1.js"');
  });

  it('draws a visitor’s page as nobody’s', async () => {
    const response = await page('/announcements');
    expect(response.body).toContain('<p>/announcements 401 nobody');
    expect(state(response.body)).toMatchObject({ signedIn: false });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the bare page, with its hints, when the render fails, writes, or is too slow', async () => {
    const cook = await signUp(app);
    for (const url of ['/recipes?broken', '/recipes?writes', '/recipes?slow']) {
      const started = Date.now();
      const response = await page(url, cook.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain(PAGE_STATE_ID);
      // Nothing drawn to wait for: the browser draws it, and paints the loading page meanwhile.
      expect(response.body).not.toContain('rel="expect"');
      expect(response.body).toContain('<link rel="preload" href="/api/auth/user"');
      expect(Date.now() - started).toBeLessThan(4_000);
    }
  }, 15_000);
});
