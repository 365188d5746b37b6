import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema/index.js';
import {
  createTestApp,
  type SignedInUser,
  sessionCookie,
  signUp,
  type TestApp,
  urlEncodedForm,
} from '../../test/harness.js';
import { purgeOldFailures } from './login-throttle.js';

describe('local accounts: sign-in, session and sign-out', () => {
  let t: TestApp;
  let cook: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app, { email: 'cook@example.com', password: 'saffron rice' });
  });
  afterAll(() => t.close());

  const login = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload });

  it('signs in with the right password, under a new session id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'Cook@Example.com', password: 'saffron rice' },
      headers: { cookie: cook.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: cook.id, email: 'cook@example.com' });
    const renewed = sessionCookie(response);
    expect(renewed).not.toBe(cook.cookie);
    const before = await t.app.inject({ url: '/api/auth/user', headers: { cookie: cook.cookie } });
    expect(before.statusCode).toBe(401);
    cook.cookie = renewed;
  });

  it('sets the session cookie HttpOnly, SameSite=Lax and not Secure over http', async () => {
    const response = await login({ email: 'cook@example.com', password: 'saffron rice' });
    const cookie = response.cookies.find((c) => c.name === 'simmer.sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrong = await login({ email: 'cook@example.com', password: 'wrong password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'saffron rice' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('from the form, returns to a same-origin path only', async () => {
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...urlEncodedForm({
        email: 'cook@example.com',
        password: 'saffron rice',
        returnTo: '/recipe/7',
      }),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/recipe/7');
    const away = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...urlEncodedForm({
        email: 'cook@example.com',
        password: 'saffron rice',
        returnTo: '//evil.example',
      }),
    });
    expect(away.headers.location).toBe('/');
  });

  it('from the form, shows a wrong password on the page with the email kept', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...urlEncodedForm({ email: 'cook@example.com', password: 'nope nope' }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Invalid email or password');
    expect(response.body).toContain('value="cook@example.com"');
  });

  it('serves the sign-in page, passing returnTo through the form', async () => {
    const page = await t.app.inject({ url: '/api/login?returnTo=%2Frecipes' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sign in to Simmer');
    expect(page.body).toContain('name="returnTo" value="/recipes"');
    expect(page.body).toContain('Create an account');
  });

  it('sends a signed-in visitor of the sign-in page straight on', async () => {
    const page = await t.app.inject({
      url: '/api/login?returnTo=%2Fdashboard',
      headers: { cookie: cook.cookie },
    });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/dashboard');
  });

  it('rate-limits repeated failures for an account, even with the right password', async () => {
    const victim = await signUp(t.app, { email: 'victim@example.com', password: 'right password' });
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: victim.email, password: `guess ${i}` })).statusCode).toBe(401);
    }
    const blocked = await login({ email: victim.email, password: 'right password' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.json()).toMatchObject({
      message: expect.stringMatching(/too many/i),
      code: 'RATE_LIMITED',
    });

    // Fifteen minutes later the window has passed: the cook gets in, and housekeeping can purge.
    await t.database.db
      .update(loginFailures)
      .set({ createdAt: sql`now() - interval '16 minutes'` });
    expect((await login({ email: victim.email, password: 'right password' })).statusCode).toBe(200);
    await purgeOldFailures(t.database.db);
    expect(await t.database.db.select().from(loginFailures)).toEqual([]);
  });

  it('signs out: the session ends and the browser goes home', async () => {
    const signedIn = await login({ email: 'cook@example.com', password: 'saffron rice' });
    const cookie = sessionCookie(signedIn);
    const out = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 for the current user when signed out or with a forged cookie', async () => {
    expect((await t.app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: 'simmer.sid=forged.value' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('sign-in behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://simmer.example' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'secure@example.com', password: 'password1' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.cookies.find((c) => c.name === 'simmer.sid')?.secure).toBe(true);
  });
});
