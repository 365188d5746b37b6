import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp, urlEncodedForm } from '../../test/harness.js';

describe('local accounts: sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the account, signs it in and never shows the password hash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: '  Ana@Example.COM ',
        password: 'simmering',
        firstName: 'Ana',
        lastName: 'Lopez',
      },
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Lopez',
      displayName: null,
      isPublic: false,
    });
    expect(response.body).not.toMatch(/password|scrypt/i);

    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(response) },
    });
    expect(me.json().id).toBe(user.id);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'dup@example.com', password: 'password1' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'DUP@example.com', password: 'password2' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough' }, 'Enter a valid email address'],
    [{ email: 'a@example.com', password: 'short' }, 'Password must be at least 8 characters'],
    [
      { email: 'a@example.com', password: 'x'.repeat(201) },
      'Password must be at most 200 characters',
    ],
    [{ password: 'long enough' }, 'Email is required'],
  ])('answers 400 with the rule that failed for %j', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message,
      issues: expect.arrayContaining([expect.objectContaining({ message })]),
    });
  });

  it('from the form, redirects home signed in (303)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      ...urlEncodedForm({
        email: 'former@example.com',
        password: 'form password',
        returnTo: '/recipes',
      }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/recipes');
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(response) },
    });
    expect(me.json().email).toBe('former@example.com');
  });

  it('from the form, shows the problem on the page and keeps what was typed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      ...urlEncodedForm({ email: 'keep@example.com', firstName: '<b>Kim</b>', password: 'short' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Password must be at least 8 characters');
    expect(response.body).toContain('value="keep@example.com"');
    expect(response.body).toContain('&#60;b&#62;Kim');
    expect(response.body).not.toContain('<b>Kim</b>');
  });

  it('serves the sign-up page with a way back to sign-in', async () => {
    const page = await t.app.inject({ url: '/api/register' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Create your Simmer account');
    expect(page.body).toContain('action="/api/register"');
    expect(page.body).toContain('href="/api/login"');
  });
});

describe('local accounts with sign-up turned off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ALLOW_SIGNUP: 'false' });
  });
  afterAll(() => t.close());

  it('refuses to create accounts and hides the link', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'nope@example.com', password: 'password1' },
    });
    expect(response.statusCode).toBe(403);
    const page = await t.app.inject({ url: '/api/login' });
    expect(page.body).toContain('Sign in to Simmer');
    expect(page.body).not.toContain('Create an account');
  });
});
