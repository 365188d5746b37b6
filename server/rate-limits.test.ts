import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { LIMITS, waitText } from './rate-limits.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from './test/harness.js';
import { createComment, createPost, postForm } from './test/posts.js';

// Abuse limits, counted in the database: every instance enforces the same ones.

const register = (app: TestApp['app'], n: number, remoteAddress = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress,
    payload: { email: `throttled-${n}-${remoteAddress}@example.com`, password: 'a fine password' },
  });

describe('sign-ups per address', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  const secondDir = mkdtempSync(join(tmpdir(), 'simmer-limits-'));
  beforeAll(async () => {
    t = await createTestApp({ SIGNUPS_PER_HOUR: '3' });
    // Another instance on the same database.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: secondDir, SIGNUPS_PER_HOUR: '3' });
    second = await buildApp({ config, database: t.database, webRoot: join(secondDir, 'web') });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    rmSync(secondDir, { recursive: true, force: true });
  });

  it('allows SIGNUPS_PER_HOUR from one address across instances, then says when to return', async () => {
    expect((await register(t.app, 1)).statusCode).toBe(201);
    expect((await register(second, 2)).statusCode).toBe(201);
    // A taken email counts too: an address cannot probe for accounts without limit.
    expect((await register(t.app, 1)).statusCode).toBe(409);

    const refused = await register(second, 4);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many accounts were created from this address. Please try again in 60 minutes.',
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // The sign-up page says so too, for a browser's form.
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '203.0.113.7',
      payload: 'email=form%40example.com&password=a+fine+password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.statusCode).toBe(429);
    expect(page.headers['retry-after']).toBeDefined();
    expect(page.body).toContain('Too many accounts were created from this address.');

    // Another address is not held back.
    expect((await register(t.app, 5, '198.51.100.9')).statusCode).toBe(201);
  });
});

describe('posting per user', () => {
  let t: TestApp;
  let cook: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app, { displayName: 'Busy Cook', database: t.database });
  });
  afterAll(() => t.close());

  const expectRefusal = (response: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('refuses a post past the hour’s allowance, saying when to try again', async () => {
    for (let n = 0; n < LIMITS.announcement.max; n++) {
      await createPost(t.app, cook.cookie, { title: `Post ${n}`, content: 'Still cooking' });
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      payload: postForm({ title: 'One too many', content: 'Hello' }),
      headers: { cookie: cook.cookie },
    });
    expectRefusal(refused);
    expect(refused.json().message).toBe(
      'You have posted a lot in a short time. Please try again in 60 minutes.',
    );
  }, 60_000);

  it('refuses comments past the allowance, and reports past theirs', async () => {
    const other = await signUp(t.app, { displayName: 'Other Cook', database: t.database });
    const post = await createPost(t.app, other.cookie, { title: 'Talk to me', content: 'Hi' });
    for (let n = 0; n < LIMITS.comment.max; n++) {
      await createComment(t.app, cook.cookie, post.id, `Comment ${n}`);
    }
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/announcements/${post.id}/comments`,
      payload: { content: 'And another' },
      headers: { cookie: cook.cookie },
    });
    expectRefusal(comment);
    expect(comment.json().message).toBe(
      'You are commenting very fast. Please try again in 10 minutes.',
    );

    const report = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports',
        payload: { contentType: 'announcement', contentId: post.id, reason: 'spam' },
        headers: { cookie: cook.cookie },
      });
    // The first is filed, the next are duplicates (409), and each attempt counts.
    expect((await report()).statusCode).toBe(201);
    for (let n = 1; n < LIMITS.report.max; n++) expect((await report()).statusCode).toBe(409);
    expectRefusal(await report());
    // Another cook is not held back by this one.
    expect((await createComment(t.app, other.cookie, post.id, 'Mine still goes')).id).toBeDefined();
  }, 60_000);
});

describe('how long to wait', () => {
  it('reads as a person would say it', () => {
    expect(waitText(1)).toBe('in 1 second');
    expect(waitText(45)).toBe('in 45 seconds');
    expect(waitText(60)).toBe('in a minute');
    expect(waitText(61)).toBe('in 2 minutes');
    expect(waitText(3600)).toBe('in 60 minutes');
  });
});
