import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../../contracts/languages.js';
import { SERVER_NAMESPACES as CLIENT_LEAVES_OUT } from '../../../scripts/texts-plugin.mjs';
import { users } from '../../db/schema/index.js';
import { SERVER_NAMESPACES } from '../../i18n/texts.js';
import { createTestApp, signUp, type TestApp, urlEncodedForm } from '../../test/harness.js';

/**
 * The sign-in and sign-up pages speak the visitor's language: their choice (the cookie the
 * landing page's switch and these pages' own switch set), else their browser's, else English;
 * `<html lang>` says which, and so do the answers to a form that failed.
 */
describe('the sign-in and sign-up pages in the visitor’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUp(t.app, { email: 'cook@example.com', password: 'saffron rice' });
  });
  afterAll(() => t.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers });

  it('follows the browser’s Accept-Language', async () => {
    const german = await page('/api/login', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('<h1>Bei Simmer anmelden</h1>');
    expect(german.body).toContain('<label for="password">Passwort</label>');
    expect(german.body).toContain('<title>Anmelden · Simmer</title>');
    expect(german.body).not.toContain('Sign in to Simmer');

    const spanish = await page('/api/register', { 'accept-language': 'es' });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('<h1>Crea tu cuenta de Simmer</h1>');
    expect(spanish.body).toContain('Al menos 8 caracteres.');

    const english = await page('/api/login', { 'accept-language': 'ja' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<h1>Sign in to Simmer</h1>');
  });

  it('prefers the visitor’s choice, and its switch remembers a new one', async () => {
    const chosen = await page('/api/login', {
      'accept-language': 'de',
      cookie: `${LANGUAGE_COOKIE}=fr`,
    });
    expect(chosen.body).toContain('<html lang="fr">');
    expect(chosen.body).toContain('<h1>Connexion à Simmer</h1>');
    // The switch: every language by its own name, the page's marked, keeping returnTo.
    expect(chosen.body).toContain('<nav class="alt" aria-label="Langue">');
    expect(chosen.body).toContain(
      '<a href="/api/login?lang=es" hreflang="es" lang="es">Español</a>',
    );
    expect(chosen.body).toMatch(/hreflang="fr" lang="fr" aria-current="true">Français</);

    const switched = await page('/api/login?lang=es&returnTo=%2Frecipes', {
      cookie: `${LANGUAGE_COOKIE}=fr`,
    });
    expect(switched.body).toContain('<html lang="es">');
    expect(switched.headers['set-cookie']).toMatch(
      new RegExp(`^${LANGUAGE_COOKIE}=es; Path=/; Max-Age=31536000; SameSite=Lax`),
    );
    expect(switched.body).toContain('name="returnTo" value="/recipes"');
    expect(switched.body).toContain('href="/api/login?lang=de&#38;returnTo=%2Frecipes"');

    // A language Simmer does not speak changes nothing.
    const unknown = await page('/api/login?lang=xx', { 'accept-language': 'de' });
    expect(unknown.body).toContain('<html lang="de">');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('says what went wrong in the page’s language, with the error in the title', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...urlEncodedForm({ email: 'cook@example.com', password: 'nope nope' }),
      headers: {
        ...urlEncodedForm({}).headers,
        'accept-language': 'fr',
      },
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('E-mail ou mot de passe incorrect');
    expect(response.body).toContain('<title>Erreur : Connexion · Simmer</title>');
    // The passkey script shows its failure in the page's words.
    expect(response.body).toContain(
      'data-failed="La connexion avec une clé d’accès n’a pas fonctionné.',
    );
  });

  it('switches and answers a failed sign-up the same way', async () => {
    const switched = await page('/api/register?lang=de');
    expect(switched.body).toContain('<html lang="de">');
    expect(switched.headers['set-cookie']).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=de;`));
    expect(switched.body).toContain(
      '<a href="/api/register?lang=fr" hreflang="fr" lang="fr">Français</a>',
    );

    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      ...urlEncodedForm({ email: 'cook@example.com', password: 'another password' }),
      headers: { ...urlEncodedForm({}).headers, cookie: `${LANGUAGE_COOKIE}=de` },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('Ein Konto mit dieser E-Mail-Adresse gibt es schon');
    expect(taken.body).toContain('<html lang="de">');
    expect(taken.body).toContain('<h1>Erstelle dein Simmer-Konto</h1>');
    expect(taken.body).toMatch(/id="email"[^>]*aria-invalid="true"/);
  });

  it('shows the rules a form broke in the page’s language, and the API’s answer in English', async () => {
    const form = (url: string, fields: Record<string, string>, language: string) =>
      t.app.inject({
        method: 'POST',
        url,
        ...urlEncodedForm(fields),
        headers: { ...urlEncodedForm({}).headers, 'accept-language': language },
      });
    const short = await form(
      '/api/register',
      { email: 'new@example.com', password: 'short' },
      'de',
    );
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Das Passwort muss mindestens 8 Zeichen lang sein');
    const email = await form('/api/login', { email: 'not an address', password: 'whatever' }, 'fr');
    expect(email.body).toContain('Saisissez une adresse e-mail valide');
    expect(email.body).not.toContain('Enter a valid email address');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'new@example.com', password: 'short' },
      headers: { 'accept-language': 'de' },
    });
    expect(json.json().message).toBe('Password must be at least 8 characters');
  });

  it('tells a suspended cook until when, in their language', async () => {
    const cook = await signUp(t.app, { email: 'paused@example.com', password: 'saffron rice' });
    await t.database.db
      .update(users)
      .set({ suspendedUntil: new Date('2099-03-05T14:30:00Z') })
      .where(eq(users.id, cook.id));
    const form = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        ...urlEncodedForm({ email: cook.email, password: cook.password }),
        headers: { ...urlEncodedForm({}).headers, 'accept-language': language },
      });
    expect((await form('de')).body).toContain(
      'Dieses Konto ist gesperrt bis 5. März 2099 um 14:30 UTC',
    );
    expect((await form('en')).body).toContain(
      'This account is suspended until 5 March 2099 at 14:30 UTC',
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: cook.email, password: cook.password },
      headers: { 'accept-language': 'de' },
    });
    expect(json.statusCode).toBe(403);
    expect(json.json().message).toBe('This account is suspended until 5 March 2099 at 14:30 UTC');
  });

  it('keeps the server’s own texts out of the client’s download', () => {
    expect([...CLIENT_LEAVES_OUT]).toEqual([...SERVER_NAMESPACES]);
  });
});
