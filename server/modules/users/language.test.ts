import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../../contracts/languages.js';
import { buildApp } from '../../app.js';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Simmer</title></head>' +
  '<body><div id="root"></div></body></html>';

/**
 * The language a cook keeps on their account, and the language of every page the server sends:
 * the account's, else the visitor's cookie, else the browser's, else English (decision 049).
 */
describe('the language Simmer speaks', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    const root = mkdtempSync(join(tmpdir(), 'simmer-language-'));
    writeFileSync(join(root, 'index.html'), INDEX_HTML);
    app = await buildApp({ config: t.config, database: t.database, webRoot: root });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const pageLanguage = async (headers: Record<string, string>) => {
    const response = await app.inject({ url: '/recipes', headers });
    expect(response.headers.vary).toContain('accept-language');
    return /<html [^>]*lang="([^"]+)"/.exec(response.body)?.[1];
  };
  const setLanguage = (cookie: string, language: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { cookie },
      payload: { language },
    });

  it("draws a visitor's page in the browser's language, or the one they chose", async () => {
    expect(await pageLanguage({})).toBe('en');
    expect(await pageLanguage({ 'accept-language': 'fr-CA,fr;q=0.9' })).toBe('fr');
    expect(await pageLanguage({ 'accept-language': 'pt-BR' })).toBe('en');
    expect(await pageLanguage({ 'accept-language': 'fr', cookie: `${LANGUAGE_COOKIE}=es` })).toBe(
      'es',
    );
  });

  it("keeps the cook's choice on the account", async () => {
    const cook = await signUp(app);
    expect(
      (await app.inject({ url: '/api/auth/user', headers: { cookie: cook.cookie } })).json(),
    ).toMatchObject({ language: null });
    const chosen = await setLanguage(cook.cookie, 'de');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ language: 'de' });
    expect(
      (await app.inject({ url: '/api/auth/user', headers: { cookie: cook.cookie } })).json(),
    ).toMatchObject({ language: 'de' });
    // Back to the browser's languages. (The page's first render draws a signed-in cook's page in
    // their language: the browser tests check it, with the real render.)
    expect((await setLanguage(cook.cookie, null)).json()).toMatchObject({ language: null });
  });

  it('refuses a language Simmer does not speak, and visitors', async () => {
    const cook = await signUp(app);
    for (const language of ['xx', 'DE', 'de-DE', '', 5]) {
      const refused = await setLanguage(cook.cookie, language);
      expect(refused.statusCode, String(language)).toBe(400);
    }
    expect((await setLanguage(cook.cookie, 'xx')).json().message).toBe(
      'Choose one of the languages offered',
    );
    expect(
      (await app.inject({ url: '/api/auth/user', headers: { cookie: cook.cookie } })).json(),
    ).toMatchObject({ language: null });
    expect((await setLanguage('', 'de')).statusCode).toBe(401);
  });
});
