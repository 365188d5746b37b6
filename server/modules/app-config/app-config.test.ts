import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('GET /api/app-config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RAINBOW_USER_IDS: ' chef-1 , ,chef-2', ALLOW_SIGNUP: 'false' });
  });
  afterAll(() => t.close());

  it('tells visitors which names are drawn in rainbow and whether sign-up is open', async () => {
    const response = await t.app.inject({ url: '/api/app-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rainbowUserIds: ['chef-1', 'chef-2'],
      allowSignup: false,
      accounts: 'local',
      community: true,
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
