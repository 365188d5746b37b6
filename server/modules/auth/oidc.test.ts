import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { createTestApp, sessionCookie, type TestApp } from '../../test/harness.js';
import {
  signInAtProvider,
  startOidcProvider,
  type TestProvider,
} from '../../test/oidc-provider.js';

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/callback`;

// Both shapes of conformant provider: profile and email only from UserInfo (oidc-provider's
// default), and a provider without UserInfo that puts every claim in the ID token.
describe.each([
  { shape: 'claims from the UserInfo endpoint', claimsInIdToken: false },
  { shape: 'claims in the ID token, no UserInfo', claimsInIdToken: true },
])('sign-in through an OpenID Connect provider ($shape)', ({ claimsInIdToken }) => {
  let provider: TestProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider({
      redirectUri: CALLBACK,
      postLogoutRedirectUri: `${PUBLIC_URL}/`,
      claimsInIdToken,
    });
    t = await createTestApp({
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      // The provider vouches for every email (email_verified): this one makes an administrator.
      ADMIN_EMAILS: 'dana@example.com',
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** Runs the whole browser round trip and answers the app's final response. */
  async function signInAs(login: string, returnTo = '/') {
    const start = await t.app.inject({
      url: `/api/login?returnTo=${encodeURIComponent(returnTo)}`,
    });
    expect(start.statusCode).toBe(302);
    const pendingCookie = sessionCookie(start);
    const back = await signInAtProvider(start.headers.location as string, login, CALLBACK);
    const callback = await t.app.inject({
      url: back.slice(PUBLIC_URL.length),
      headers: { cookie: pendingCookie },
    });
    return { start, pendingCookie, callback };
  }

  it('talks to a provider of the intended shape', async () => {
    const metadata = await fetch(`${provider.issuer}/.well-known/openid-configuration`);
    const { userinfo_endpoint } = (await metadata.json()) as { userinfo_endpoint?: string };
    expect(Boolean(userinfo_endpoint)).toBe(!claimsInIdToken);
  });

  it('sends the browser to the provider with PKCE and state', async () => {
    const start = await t.app.inject({ url: '/api/login' });
    const location = new URL(start.headers.location as string);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('client_id')).toBe(provider.clientId);
    expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('scope')).toContain('openid');
  });

  it('signs the user in, creates them from the claims and returns where they started', async () => {
    const { pendingCookie, callback } = await signInAs('alice', '/recipes');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/recipes');
    const cookie = sessionCookie(callback);
    expect(cookie).not.toBe(pendingCookie);

    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: 'alice',
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Tester',
      profileImageUrl: 'https://images.example.com/alice.png',
      displayName: null,
    });
    // The pre-sign-in session id was discarded (no fixation).
    const old = await t.app.inject({ url: '/api/auth/user', headers: { cookie: pendingCookie } });
    expect(old.statusCode).toBe(401);
  });

  it('updates the same user on a later sign-in instead of creating another', async () => {
    await signInAs('bob');
    const { callback } = await signInAs('bob');
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(callback) },
    });
    expect(me.json()).toMatchObject({ id: 'bob', email: 'bob@example.com' });
  });

  it('makes the account whose verified email ADMIN_EMAILS names an administrator', async () => {
    const { callback } = await signInAs('dana');
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(callback) },
    });
    expect(me.json()).toMatchObject({ id: 'dana', role: 'admin' });
  });

  it('refuses a suspended account at the callback, saying until when', async () => {
    await signInAs('sam');
    await t.database.db
      .update(users)
      .set({ suspendedUntil: new Date('9999-12-31T00:00:00Z') })
      .where(eq(users.id, 'sam'));
    const { callback } = await signInAs('sam');
    expect(callback.statusCode).toBe(403);
    expect(callback.body).toContain('This account is suspended until further notice.');
    expect(callback.headers['set-cookie'] ?? '').not.toContain('simmer');
  });

  it('refuses a callback whose state does not match', async () => {
    const start = await t.app.inject({ url: '/api/login' });
    const back = new URL(
      await signInAtProvider(start.headers.location as string, 'carol', CALLBACK),
    );
    back.searchParams.set('state', 'forged-state');
    const callback = await t.app.inject({
      url: `${back.pathname}${back.search}`,
      headers: { cookie: sessionCookie(start) },
    });
    expect(callback.statusCode).toBe(400);
    expect(callback.body).toContain('Sign-in failed');
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(start) },
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a callback without a sign-in in progress', async () => {
    const callback = await t.app.inject({ url: '/api/callback?code=abc&state=def' });
    expect(callback.statusCode).toBe(400);
    expect(callback.headers['content-type']).toContain('text/html');
    expect(callback.body).toContain('Your sign-in took too long or was already used.');
    // In the visitor's language, as the sign-in pages are.
    const spanish = await t.app.inject({
      url: '/api/callback?code=abc&state=def',
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('<h1>No se pudo iniciar sesión</h1>');
    expect(spanish.body).toContain('Tu inicio de sesión tardó demasiado o ya se usó.');
    expect(spanish.body).toContain('>Volver a iniciar sesión</a>');
  });

  it('has no local sign-in, sign-up or password in this mode: the provider keeps those', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(login.statusCode).toBe(404);
    const register = await t.app.inject({ method: 'POST', url: '/api/register', payload: {} });
    expect(register.statusCode).toBe(404);
    const { callback } = await signInAs('dave');
    const password = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { cookie: sessionCookie(callback) },
      payload: { currentPassword: 'anything', newPassword: 'anything else' },
    });
    expect(password.statusCode).toBe(404);
    const config = await t.app.inject({ url: '/api/app-config' });
    expect(config.json()).toMatchObject({ accounts: 'oidc', allowSignup: false });
  });

  it('deletes an account without a password after a recent sign-in only', async () => {
    const { callback } = await signInAs('frank');
    const cookie = sessionCookie(callback);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, 'frank'));
    const stale = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { cookie },
      payload: {},
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe('Sign in again, then delete your account within 10 minutes.');

    const fresh = sessionCookie((await signInAs('frank')).callback);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { cookie: fresh },
      payload: {},
    });
    expect(deleted.statusCode).toBe(204);
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: fresh } });
    expect(me.statusCode).toBe(401);
  });

  it('lists the devices signed in through the provider', async () => {
    const { callback } = await signInAs('erin');
    const devices = await t.app.inject({
      url: '/api/auth/sessions',
      headers: { cookie: sessionCookie(callback) },
    });
    expect(devices.json()).toEqual([expect.objectContaining({ current: true })]);
  });

  it('signs out at the provider too', async () => {
    const { callback } = await signInAs('dave');
    const cookie = sessionCookie(callback);
    const logout = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(302);
    const location = new URL(logout.headers.location as string);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/`);
    expect(location.searchParams.get('id_token_hint')).toBeTruthy();
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });
});
