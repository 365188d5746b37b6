import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createTestApp, type TestApp } from './test/harness.js';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Simmer</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** What a browser reads from an attribute value: numeric and the five named entities. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (value: string) =>
  value.replace(/&(#\d+|[a-z]+);/g, (entity, name: string) =>
    name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : (NAMED[name] ?? entity),
  );

describe('index.html names the reads the screen at its address starts with', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    const root = mkdtempSync(join(tmpdir(), 'simmer-hints-'));
    writeFileSync(join(root, 'index.html'), INDEX_HTML);
    app = await buildApp({ config: t.config, database: t.database, webRoot: root });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const head = async (url: string, cookie?: string) => {
    const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
    // An address that is no screen gets the same page with a 404 (web-client-status.test.ts).
    expect(response.statusCode).toBe(url.startsWith('/not/') ? 404 : 200);
    // A page for a session (signed in, or so it seems) is for that browser's cache only.
    const session = /(^|;\s*)simmer\.sid=/.test(cookie ?? '');
    expect(response.headers['cache-control']).toBe(session ? 'private, no-cache' : 'no-cache');
    expect(response.headers.vary).toContain('cookie');
    return response.body.slice(0, response.body.indexOf('</head>'));
  };
  const reads = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials">/g,
      ),
    ].map((m) => decodeEntities(m[1] ?? ''));

  it('a signed-in cook: who is signed in, then the reads of the screen at the address', async () => {
    expect(reads(await head('/recipe/7', 'theme=1; simmer.sid=abc'))).toEqual([
      '/api/auth/user',
      '/api/recipes/7',
    ]);
    expect(reads(await head('/announcements', 'simmer.sid=abc'))).toEqual([
      '/api/auth/user',
      '/api/announcements/feed?limit=20&sort=newest&filter=all',
    ]);
    expect(reads(await head('/create', 'simmer.sid=abc'))).toEqual(['/api/auth/user']);
  });

  it('says whether a session cookie came with the request', async () => {
    expect(await head('/recipes', 'simmer.sid=abc')).toContain(
      '<html data-session="yes" lang="en">',
    );
    expect(await head('/recipes', 'simmer.sidx=abc')).toContain(
      '<html data-session="no" lang="en">',
    );
    expect(await head('/')).toContain('<html data-session="no" lang="en">');
  });

  it('a visitor: nothing for a screen they are not shown, the public feed for the feed', async () => {
    expect(reads(await head('/recipe/7'))).toEqual([]);
    expect(reads(await head('/announcements'))).toEqual([
      '/api/announcements?limit=20&sort=newest',
    ]);
    expect(reads(await head('/not/a/screen'))).toEqual([]);
    expect(reads(await head('/'))).toEqual([]);
  });

  it('escapes what comes from the address', async () => {
    const html = await head(`/user/${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(html).not.toContain('<script>alert');
    expect(reads(html)[0]).toBe('/api/users/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E/profile');
  });

  it('goes out compressed when the browser accepts it', async () => {
    const response = await app.inject({
      url: '/announcements',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<div id="root"></div>');
    expect(reads(html)).toEqual(['/api/announcements?limit=20&sort=newest']);
  });
});
