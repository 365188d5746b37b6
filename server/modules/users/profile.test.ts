import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, follows, users } from '../../db/schema/index.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { createRecipe } from '../../test/recipes.js';

describe('public profiles', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let nameless: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    const { database } = t;
    owner = await signUp(t.app, { displayName: 'Chef Ana', database });
    other = await signUp(t.app, { displayName: 'Bo', database });
    nameless = await signUp(t.app);
    await database.db
      .update(users)
      .set({ bio: 'Soups', firstName: 'Ana' })
      .where(eq(users.id, owner.id));
    await createRecipe(t.app, owner.cookie, { title: 'Old public', isPublic: true });
    await createRecipe(t.app, owner.cookie, { title: 'Secret', isPublic: false });
    await createRecipe(t.app, owner.cookie, { title: 'New public', isPublic: true });
    await createRecipe(t.app, other.cookie, { title: 'Not hers', isPublic: true });
    await database.db.insert(announcements).values([
      {
        userId: owner.id,
        title: 'First post',
        content: 'hello',
        createdAt: new Date('2026-01-01'),
      },
      { userId: owner.id, title: 'Second post', likesCount: 2, commentsCount: 1 },
      { userId: other.id, title: 'Not hers' },
    ]);
    await database.db.insert(follows).values([
      { followerId: other.id, followingId: owner.id },
      { followerId: nameless.id, followingId: owner.id },
      { followerId: owner.id, followingId: other.id },
    ]);
  });
  afterAll(() => t.close());

  const setPublic = (id: string, isPublic: boolean) =>
    t.database.db.update(users).set({ isPublic }).where(eq(users.id, id));
  const get = (url: string, who?: SignedInUser) =>
    t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
  const readers = () =>
    [
      ['a visitor', undefined],
      ['a user without display name', nameless],
      ['another user', other],
    ] as const;
  const urls = (id: string) => [
    `/api/users/${id}/profile`,
    `/api/users/${id}/recipes`,
    `/api/announcements/user/${id}`,
  ];

  describe('a private profile', () => {
    beforeAll(() => setPublic(owner.id, false));

    it('is not found for everyone but its owner, like a missing user', async () => {
      for (const [, who] of readers()) {
        for (const url of [...urls(owner.id), ...urls('no-such-user')]) {
          const response = await get(url, who);
          expect(response.statusCode, url).toBe(404);
          expect(response.json()).toEqual({ message: 'User not found' });
        }
      }
    });

    it('is shown to its owner, with their own email left out', async () => {
      const response = await get(`/api/users/${owner.id}/profile`, owner);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: owner.id, isPublic: false });
      expect(response.body).not.toContain(owner.email);
      for (const url of urls(owner.id)) expect((await get(url, owner)).statusCode).toBe(200);
    });
  });

  describe('a public profile', () => {
    beforeAll(() => setPublic(owner.id, true));

    it('answers the profile with exact counts and never an email', async () => {
      for (const [label, who] of [...readers(), ['its owner', owner] as const]) {
        const response = await get(`/api/users/${owner.id}/profile`, who);
        expect(response.statusCode, label).toBe(200);
        const profile = response.json();
        expect(profile).toEqual({
          id: owner.id,
          displayName: 'Chef Ana',
          firstName: 'Ana',
          lastName: null,
          bio: 'Soups',
          profileImageUrl: null,
          isPublic: true,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
          followersCount: 2,
          followingCount: 1,
          recipesCount: 2,
          postsCount: 2,
        });
        for (const email of [owner.email, other.email, nameless.email]) {
          expect(response.body).not.toContain(email);
        }
      }
    });

    it('lists only its public recipes, newest first, bounded by limit', async () => {
      const response = await get(`/api/users/${owner.id}/recipes`);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((r: { title: string }) => r.title)).toEqual([
        'New public',
        'Old public',
      ]);
      const one = await get(`/api/users/${owner.id}/recipes?limit=1`);
      expect(one.json()).toHaveLength(1);
      const tooMany = await get(`/api/users/${owner.id}/recipes?limit=101`);
      expect(tooMany.statusCode).toBe(400);
      // Even the owner sees the public list here: it is what visitors see.
      const own = await get(`/api/users/${owner.id}/recipes`, owner);
      expect(own.json()).toHaveLength(2);
    });

    it('lists its announcements newest first with the author and counts', async () => {
      const response = await get(`/api/announcements/user/${owner.id}`, nameless);
      expect(response.statusCode).toBe(200);
      const posts = response.json();
      expect(posts.map((p: { title: string }) => p.title)).toEqual(['Second post', 'First post']);
      expect(posts[0]).toMatchObject({
        likesCount: 2,
        commentsCount: 1,
        user: {
          id: owner.id,
          displayName: 'Chef Ana',
          firstName: 'Ana',
          lastName: null,
          profileImageUrl: null,
        },
      });
      expect(posts[1].createdAt).toBe('2026-01-01T00:00:00.000Z');
      expect(response.body).not.toContain(owner.email);
      expect((await get(`/api/announcements/user/${owner.id}?limit=1`)).json()).toHaveLength(1);
      expect((await get(`/api/announcements/user/${owner.id}?limit=0`)).statusCode).toBe(400);
    });
  });
});
