import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responsivePhoto } from '../../../contracts/photo-variants.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { filesOfPhoto, solidPhoto } from '../../test/photos.js';

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
  const photoFiles = (url: string) => filesOfPhoto(join(t.config.dataDir, 'uploads'), url);
  /** The decoded sizes of stored files, fetched at their URLs. */
  const servedSizes = (sources: Array<{ url: string }>) =>
    Promise.all(
      sources.map(async ({ url }) => {
        const served = await t.app.inject({ url });
        expect(served.statusCode, url).toBe(200);
        const { width, height } = await sharp(served.rawPayload).metadata();
        return [width, height];
      }),
    );

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

  it('stores a picture with avatar-sized squares, and a new one replaces all the old files', async () => {
    const first = await put(profileForm({ displayName: 'Chef Ana' }, await png(600, 400)));
    expect(first.statusCode).toBe(200);
    const oldUrl: string = first.json().profileImageUrl;
    expect(oldUrl).toMatch(/^\/uploads\/profiles\/[0-9a-f-]{36}-600x400\.webp$/);
    expect((await t.app.inject({ url: oldUrl })).statusCode).toBe(200);
    // Square crops for avatars, read back at the URLs the web client derives.
    const squares = responsivePhoto(oldUrl)?.variants ?? [];
    expect(await servedSizes(squares)).toEqual([
      [96, 96],
      [256, 256],
    ]);

    // Never enlarged: a picture 200 px tall gets a 96 px square only.
    const second = await put(profileForm({}, await png(300, 200)));
    const newUrl: string = second.json().profileImageUrl;
    expect(newUrl).not.toBe(oldUrl);
    expect(await servedSizes(responsivePhoto(newUrl)?.variants ?? [])).toEqual([[96, 96]]);
    expect(photoFiles(newUrl)).toHaveLength(2);
    expect(photoFiles(oldUrl)).toEqual([]);
    for (const url of [oldUrl, ...squares.map((square) => square.url)]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }

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
