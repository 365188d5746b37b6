import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, webauthnChallenges } from '../../db/schema/index.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';

// Whole ceremonies need an authenticator: the browser test makes and uses a passkey with
// Chromium's virtual one (tests/e2e/passkeys.spec.ts). Here, what the server answers around them.
describe('passkeys', () => {
  let t: TestApp;
  let cook: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://simmer.example' });
    cook = await signUp(t.app);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
  /** A browser's answer in outline, that no authenticator made. */
  const forged = (id: string, challenge = 'not-a-challenge-we-sent') => ({
    id,
    rawId: id,
    type: 'public-key',
    response: {
      clientDataJSON: Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge, origin: 'https://simmer.example' }),
      ).toString('base64url'),
      authenticatorData: 'AAAA',
      signature: 'AAAA',
    },
  });

  it('offers registration for this site and this cook, keeping only a hash of the challenge', async () => {
    const response = await post('/api/auth/passkeys/options', {}, cook.cookie);
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.rp).toEqual({ name: 'Simmer', id: 'simmer.example' });
    expect(options.user.name).toBe(cook.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    const kept = await t.database.db.select().from(webauthnChallenges);
    expect(kept.map((row) => row.userId)).toContain(cook.id);
    expect(JSON.stringify(kept)).not.toContain(options.challenge);
  });

  it('offers a sign-in to anyone, naming no passkey', async () => {
    const response = await post('/api/login/passkey/options', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rpId: 'simmer.example' });
    expect(response.json().allowCredentials ?? []).toEqual([]);
  });

  it('refuses an answer no authenticator made, and one to a challenge it never sent', async () => {
    const made = await post('/api/auth/passkeys', { response: forged('abc') }, cook.cookie);
    expect(made.statusCode).toBe(400);
    expect(made.json()).toEqual({ message: 'The passkey could not be verified' });
    const signIn = await post('/api/login/passkey', { response: forged('abc') });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual({ message: 'That passkey is not known here' });
    expect(await t.database.db.select().from(passkeys)).toEqual([]);
  });

  it('answers a known passkey with a forged signature 401, counted as a failed sign-in', async () => {
    const other = await signUp(t.app);
    await t.database.db.insert(passkeys).values({
      id: 'known-credential',
      userId: other.id,
      publicKey: Buffer.from('not a real key').toString('base64url'),
      counter: 0,
      name: 'Laptop',
    });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await post('/api/login/passkey', { response: forged('known-credential') });
      expect(failed.statusCode).toBe(401);
      expect(failed.json()).toEqual({ message: 'The passkey could not be verified' });
    }
    const throttled = await post('/api/login/passkey', { response: forged('known-credential') });
    expect(throttled.statusCode).toBe(429);
    // The same count as the password's: that account's sign-in is throttled too.
    const password = await post('/api/login', { email: other.email, password: other.password });
    expect(password.statusCode).toBe(429);
  });

  it('lists and removes only the cook’s own passkeys, and needs a signed-in cook', async () => {
    await t.database.db.insert(passkeys).values({
      id: 'cooks-credential',
      userId: cook.id,
      publicKey: 'AAAA',
      name: 'Phone',
    });
    const listed = await t.app.inject({
      url: '/api/auth/passkeys',
      headers: { cookie: cook.cookie },
    });
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: 'cooks-credential', name: 'Phone', lastUsedAt: null }),
    ]);
    expect(listed.body).not.toContain('publicKey');
    const stranger = await signUp(t.app);
    const remove = (who: SignedInUser) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/auth/passkeys/cooks-credential',
        headers: { cookie: who.cookie },
      });
    expect((await remove(stranger)).statusCode).toBe(404);
    expect((await remove(cook)).statusCode).toBe(204);
    expect((await remove(cook)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/passkeys' })).statusCode).toBe(401);
    expect((await post('/api/auth/passkeys/options', {})).statusCode).toBe(401);
  });
});
