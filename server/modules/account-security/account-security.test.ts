import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../contracts/account-security.js';
import { sessions } from '../../db/schema/index.js';
import {
  createTestApp,
  type SignedInUser,
  sessionCookie,
  signUp,
  type TestApp,
} from '../../test/harness.js';

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('an account’s password and signed-in devices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Signs `cook` in once more, from another device. */
  async function signInFrom(cook: SignedInUser, userAgent: string, password = cook.password) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'user-agent': userAgent },
      payload: { email: cook.email, password },
    });
    expect(response.statusCode).toBe(200);
    return sessionCookie(response);
  }

  const whoAmI = (cookie: string) =>
    t.app.inject({ url: '/api/auth/user', headers: { cookie } }).then((r) => r.statusCode);
  const changePassword = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: { cookie }, payload });
  const sessionsOf = (cookie: string) =>
    t.app.inject({ url: '/api/auth/sessions', headers: { cookie } });

  it('changes the password: this device stays signed in, the others are signed out', async () => {
    const cook = await signUp(t.app, { password: 'old password 1' });
    const phone = await signInFrom(cook, SAFARI_ON_IPHONE);

    const changed = await changePassword(cook.cookie, {
      currentPassword: 'old password 1',
      newPassword: 'new password 2',
    });
    expect(changed.statusCode).toBe(204);
    expect(await whoAmI(cook.cookie)).toBe(200);
    expect(await whoAmI(phone)).toBe(401);

    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: cook.email, password } });
    expect((await login('old password 1')).statusCode).toBe(401);
    expect((await login('new password 2')).statusCode).toBe(200);
  });

  it('refuses a wrong current password on its field, and counts it as a failed sign-in', async () => {
    const cook = await signUp(t.app);
    const wrong = () =>
      changePassword(cook.cookie, { currentPassword: 'not it', newPassword: 'whatever 123' });
    const first = await wrong();
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      message: 'Current password is incorrect',
      issues: [{ path: 'body.currentPassword', message: 'Current password is incorrect' }],
    });
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await wrong()).statusCode).toBe(400);
    const throttled = await wrong();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('900');
    // The sign-in page is throttled for that account too: the same count.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: cook.email, password: cook.password },
    });
    expect(login.statusCode).toBe(429);
    expect(await whoAmI(cook.cookie)).toBe(200);
  });

  it('checks the new password as sign-up does, and needs a signed-in caller', async () => {
    const cook = await signUp(t.app);
    const short = await changePassword(cook.cookie, {
      currentPassword: cook.password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([
      { path: 'body.newPassword', message: 'Password must be at least 8 characters' },
    ]);
    const missing = await changePassword(cook.cookie, { newPassword: 'long enough 1' });
    expect(missing.json().issues[0]).toMatchObject({ path: 'body.currentPassword' });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: 'x', newPassword: 'long enough 1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the devices by browser and system, newest first, this one marked, no secrets', async () => {
    const cook = await signUp(t.app);
    await signInFrom(cook, FIREFOX_ON_WINDOWS);
    const phone = await signInFrom(cook, SAFARI_ON_IPHONE);

    const response = await sessionsOf(phone);
    expect(response.statusCode).toBe(200);
    const devices = response.json<Record<string, unknown>[]>();
    expect(devices).toHaveLength(3);
    const [mine, ...others] = devices;
    expect(mine).toMatchObject({
      browser: 'Mobile Safari 17',
      system: 'iOS 17.5',
      userAgent: SAFARI_ON_IPHONE,
      current: true,
    });
    expect(others.map((device) => device.current)).toEqual([false, false]);
    expect(others.map((device) => device.browser)).toContain('Firefox 133');
    for (const device of devices) {
      expect(Object.keys(device).sort()).toEqual(
        ['browser', 'createdAt', 'current', 'id', 'lastSeenAt', 'system', 'userAgent'].sort(),
      );
      expect(phone).not.toContain(String(device.id));
    }
    // Another cook sees only their own.
    const other = await signUp(t.app);
    expect((await sessionsOf(other.cookie)).json()).toHaveLength(1);
  });

  it('signs out one device, then every other one; never another cook’s', async () => {
    const cook = await signUp(t.app);
    const laptop = await signInFrom(cook, FIREFOX_ON_WINDOWS);
    const phone = await signInFrom(cook, SAFARI_ON_IPHONE);
    const devices = (await sessionsOf(cook.cookie)).json<{ id: string; browser: string }[]>();
    const laptopId = devices.find((device) => device.browser === 'Firefox 133')?.id;

    const stranger = await signUp(t.app);
    const end = (cookie: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: { cookie } });
    expect((await end(stranger.cookie, laptopId as string)).statusCode).toBe(404);
    expect((await end(cook.cookie, 'not-a-session')).statusCode).toBe(404);
    expect(await whoAmI(laptop)).toBe(200);

    expect((await end(cook.cookie, laptopId as string)).statusCode).toBe(204);
    expect(await whoAmI(laptop)).toBe(401);
    expect(await whoAmI(phone)).toBe(200);
    expect((await end(cook.cookie, laptopId as string)).statusCode).toBe(404);

    const everywhere = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions',
      headers: { cookie: cook.cookie },
    });
    expect(everywhere.statusCode).toBe(204);
    expect(await whoAmI(phone)).toBe(401);
    expect(await whoAmI(cook.cookie)).toBe(200);
    expect(await whoAmI(stranger.cookie)).toBe(200);
    expect((await sessionsOf(cook.cookie)).json()).toHaveLength(1);
  });

  it('marks a device seen again once its last sighting is some minutes old', async () => {
    const cook = await signUp(t.app);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: hourAgo, createdAt: hourAgo })
      .where(eq(sessions.userId, cook.id));
    const phone = await signInFrom(cook, SAFARI_ON_IPHONE);
    const laptopSeen = async () => {
      const devices = (await sessionsOf(phone)).json<AccountSession[]>();
      return devices.find((device) => !device.current) as AccountSession;
    };
    expect(await laptopSeen()).toMatchObject({
      createdAt: hourAgo.toISOString(),
      lastSeenAt: hourAgo.toISOString(),
    });

    expect(await whoAmI(cook.cookie)).toBe(200);
    const seen = Date.parse((await laptopSeen()).lastSeenAt);
    expect(Date.now() - seen).toBeLessThan(60_000);

    // Within five minutes of that, another request writes nothing.
    expect(await whoAmI(cook.cookie)).toBe(200);
    expect(Date.parse((await laptopSeen()).lastSeenAt)).toBe(seen);
  });

  it('answers a visitor 401', async () => {
    expect((await t.app.inject({ url: '/api/auth/sessions' })).statusCode).toBe(401);
    const end = await t.app.inject({ method: 'DELETE', url: '/api/auth/sessions' });
    expect(end.statusCode).toBe(401);
  });
});
