import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';

describe('COMMUNITY=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COMMUNITY: 'off' });
  });
  afterAll(() => t.close());

  it('answers the feed, comments, likes, follows and profiles 404, and says so to the web client', async () => {
    const cook = await signUp(t.app, { displayName: 'Solo', database: t.database });
    const headers = { cookie: cook.cookie };
    for (const url of [
      '/api/announcements',
      '/api/announcements/1/comments',
      `/api/users/${cook.id}/profile`,
      `/api/users/${cook.id}/recipes`,
      '/api/blocks',
      '/api/mutes',
    ]) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(404);
    }
    const like = await t.app.inject({ method: 'POST', url: '/api/announcements/1/like', headers });
    expect(like.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/app-config' })).json()).toMatchObject({
      community: false,
    });
    // The cook's own notifications stay (a moderator's notice may still come).
    expect((await t.app.inject({ url: '/api/notifications', headers })).statusCode).toBe(200);
    // The recipe keeper itself is all there.
    expect((await t.app.inject({ url: '/api/recipes', headers })).statusCode).toBe(200);
  });
});
