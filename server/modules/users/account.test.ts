import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { solidPhoto } from '../../test/photos.js';

const png = (width = 400, height = 400) => solidPhoto('png', width, height, '#3a7');

function profileForm(fields: Record<string, string>, picture?: Buffer): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (picture) form.append('profileImage', new Blob([picture], { type: 'image/png' }), 'me.png');
  return form;
}

describe('PUT /api/auth/profile', () => {
  let t: TestApp;
  let cook: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app);
  });
  afterAll(() => t.close());

  const put = (form: FormData, cookie = cook.cookie) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: form,
      headers: cookie ? { cookie } : {},
    });
  const me = async () =>
    (await t.app.inject({ url: '/api/auth/user', headers: { cookie: cook.cookie } })).json();
  const storedFile = (url: string) => join(t.config.dataDir, url.replace(/^\/+/, ''));

  it('refuses a signed-out caller', async () => {
    const response = await put(profileForm({ displayName: 'Ghost' }), '');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('lets a user without a display name set one, trimmed, with the other fields', async () => {
    const response = await put(
      profileForm({
        displayName: '  Chef Ana  ',
        firstName: ' Ana ',
        lastName: 'Lopez',
        bio: 'I cook soups.',
        isPublic: 'true',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: cook.id,
      email: cook.email,
      displayName: 'Chef Ana',
      firstName: 'Ana',
      lastName: 'Lopez',
      bio: 'I cook soups.',
      isPublic: true,
    });
    expect(response.json()).not.toHaveProperty('passwordHash');
    expect(await me()).toMatchObject({ displayName: 'Chef Ana', isPublic: true });
  });

  it('clears a field sent empty and turns the profile private again', async () => {
    const response = await put(profileForm({ lastName: '', bio: '   ', isPublic: 'false' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      displayName: 'Chef Ana',
      lastName: null,
      bio: null,
      isPublic: false,
    });
  });

  it('enforces the display-name and bio limits with their messages', async () => {
    const long = await put(profileForm({ displayName: 'x'.repeat(51) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Display name must be at most 50 characters');
    expect(long.json().issues[0].path).toBe('body.displayName');
    expect((await put(profileForm({ displayName: `  ${'x'.repeat(50)}  ` }))).statusCode).toBe(200);

    const bio = await put(profileForm({ bio: 'b'.repeat(501) }));
    expect(bio.statusCode).toBe(400);
    expect(bio.json().message).toBe('Bio must be at most 500 characters');
    expect((await put(profileForm({ bio: 'b'.repeat(500) }))).statusCode).toBe(200);
    expect((await me()).bio).toHaveLength(500);
  });

  it('stores a picture, and a new one replaces the old file', async () => {
    const first = await put(profileForm({ displayName: 'Chef Ana' }, await png()));
    expect(first.statusCode).toBe(200);
    const oldUrl: string = first.json().profileImageUrl;
    expect(oldUrl).toMatch(/^\/uploads\/profiles\/[\w-]+\.\w+$/);
    expect((await t.app.inject({ url: oldUrl })).statusCode).toBe(200);

    const second = await put(profileForm({}, await png(300, 200)));
    const newUrl: string = second.json().profileImageUrl;
    expect(newUrl).not.toBe(oldUrl);
    expect(existsSync(storedFile(newUrl))).toBe(true);
    expect(existsSync(storedFile(oldUrl))).toBe(false);
    expect((await t.app.inject({ url: oldUrl })).statusCode).toBe(404);

    // Saving without a file keeps the picture.
    const kept = await put(profileForm({ bio: 'still me' }));
    expect(kept.json().profileImageUrl).toBe(newUrl);
  });

  it('refuses a picture over 5 MB with 413 and keeps the profile as it was', async () => {
    const before = await me();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    (await png()).copy(big);
    const response = await put(profileForm({ displayName: 'Changed' }, big));
    expect(response.statusCode).toBe(413);
    expect(await me()).toMatchObject({
      displayName: before.displayName,
      profileImageUrl: before.profileImageUrl,
    });
  });

  it('does not keep a new picture when the fields are refused', async () => {
    const before = await me();
    const response = await put(profileForm({ bio: 'b'.repeat(501) }, await png()));
    expect(response.statusCode).toBe(400);
    expect((await me()).profileImageUrl).toBe(before.profileImageUrl);
    expect(existsSync(storedFile(before.profileImageUrl))).toBe(true);
  });
});
