import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createTestApp, signUp, type TestApp } from './test/harness.js';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Simmer</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

// An address that is no screen gets the app's page (whose router draws "Page Not Found") with a
// 404, so that a browser, a crawler or a link checker learns it is missing; screens answer 200.
describe('the status of the page the server sends for an address', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const root = mkdtempSync(join(tmpdir(), 'simmer-status-'));
    writeFileSync(join(root, 'index.html'), INDEX_HTML);
    app = await buildApp({ config: t.config, database: t.database, webRoot: root });
    ({ cookie } = await signUp(app));
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const get = (url: string, signedIn: boolean, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: signedIn ? { cookie } : {} });

  it('answers 404 with the app’s page for an address that is no screen', async () => {
    for (const url of [
      '/no-such-page',
      '/recipe/abc',
      '/recipe/12/more',
      '/edit/abc',
      '/edit/',
      '/user/',
      '/announcements/create/again',
      '/recipes/1',
      '/dashboard/x?y=1',
    ]) {
      for (const signedIn of [false, true]) {
        const response = await get(url, signedIn);
        expect(response.statusCode, `${url} signed ${signedIn ? 'in' : 'out'}`).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain('<div id="root"></div>');
      }
    }
    expect((await get('/no-such-page', false, 'HEAD')).statusCode).toBe(404);
  });

  it('answers 200 for every screen, signed in or not, whatever the screen then shows', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/create',
      '/edit/7',
      '/recipes',
      '/recipes/',
      '/RECIPES',
      '/recipes?search=soup',
      '/recipe/7',
      '/recipe/123456789',
      '/account',
      '/user/someone',
      '/announcements',
      '/announcements/create',
    ]) {
      for (const signedIn of [false, true]) {
        const response = await get(url, signedIn);
        expect(response.statusCode, `${url} signed ${signedIn ? 'in' : 'out'}`).toBe(200);
        expect(response.body).toContain('<div id="root"></div>');
      }
    }
    expect((await get('/recipes', true, 'HEAD')).statusCode).toBe(200);
  });

  it('still answers the API’s own 404 in JSON', async () => {
    const response = await get('/api/no-such-thing', true);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});
