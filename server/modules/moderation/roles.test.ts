import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';

// Administrators come from the settings, at every sign-in (decision 047).
describe('roles from ADMIN_EMAILS', () => {
  let t: TestApp;
  let boss: SignedInUser;
  let author: SignedInUser;
  const as = (who: SignedInUser | null, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: who ? { cookie: who.cookie } : {},
    });

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ' boss@example.com , someone@else.org' });
    boss = await signUp(t.app, { email: 'Boss@Example.com' });
    author = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('makes the accounts ADMIN_EMAILS names administrators, whatever the case of the email', async () => {
    const me = await as(boss, 'GET', '/api/auth/user');
    expect(me.json()).toMatchObject({ role: 'admin' });
    expect((await as(author, 'GET', '/api/auth/user')).json()).toMatchObject({ role: 'user' });
  });

  it('takes the administrator role back at sign-in from an account the settings no longer name', async () => {
    const former = await signUp(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, former.id));
    const signedIn = await as(null, 'POST', '/api/login', {
      email: former.email,
      password: former.password,
    });
    expect(signedIn.json()).toMatchObject({ role: 'user' });
  });

  it('answers everyone but moderators as for an unknown route, and administrators only for the team', async () => {
    for (const who of [null, author]) {
      const response = await as(who, 'GET', '/api/moderation/reports');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Route GET /api/moderation/reports not found' });
      const acted = await as(who, 'POST', '/api/moderation/actions', {
        action: 'dismiss',
        reason: 'x',
      });
      expect(acted.statusCode).toBe(404);
    }
    for (const url of ['/api/admin/users', '/api/moderation/log']) {
      expect((await as(author, 'GET', url)).statusCode).toBe(404);
    }
  });
});
