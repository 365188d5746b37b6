import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, comments, reports, users } from '../../db/schema/index.js';
import {
  createTestApp,
  type SignedInUser,
  secondInstance,
  signUp,
  type TestApp,
} from '../../test/harness.js';
import { solidPhoto } from '../../test/photos.js';
import { createComment, createPost, postForm } from '../../test/posts.js';
import { recipeForm } from '../../test/recipes.js';
import { deleteAccount } from './account-deletion.queries.js';

describe('deleting an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as = (cook: SignedInUser) => ({ cookie: cook.cookie });
  async function cookNamed(displayName: string) {
    const cook = await signUp(t.app, { displayName, database: t.database });
    await t.database.db.update(users).set({ isPublic: true }).where(eq(users.id, cook.id));
    return cook;
  }
  const remove = (cook: SignedInUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: as(cook), payload });
  const post = async (id: number) =>
    (await t.database.db.select().from(announcements).where(eq(announcements.id, id)))[0];
  const profile = async (id: string) =>
    (await t.app.inject({ url: `/api/users/${id}/profile` })).json<{
      followersCount: number;
      followingCount: number;
    }>();
  const comment = async (id: number) =>
    (await t.database.db.select().from(comments).where(eq(comments.id, id)))[0];

  it('takes every row and file of the cook, and leaves every count others see exact', async () => {
    const leaver = await cookNamed('Leaving Lou');
    const stayer = await cookNamed('Staying Sam');
    const photo = await solidPhoto('png');

    // What the leaver keeps: a recipe and a post, each with a photo, and a profile picture.
    const recipe = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: as(leaver),
      payload: recipeForm({}, { data: photo }),
    });
    const ownPost = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: as(leaver),
      payload: postForm({}, { data: photo, name: 'photo.png', type: 'image/png' }),
    });
    const files = [recipe.json().image, ownPost.json().image] as string[];
    for (const file of files) expect(file).toMatch(/^\/uploads\//);
    const onDisk = (url: string) => existsSync(join(t.config.dataDir, url));
    expect(files.every(onDisk)).toBe(true);

    // What the leaver did to the stayer's things: comments with replies under them, a reply to
    // the stayer's comment, likes, a follow each way, a report.
    const stayersPost = await createPost(t.app, stayer.cookie);
    const leaversComment = await createComment(t.app, leaver.cookie, stayersPost.id, 'Lovely');
    await createComment(t.app, stayer.cookie, stayersPost.id, 'Thanks!', leaversComment.id);
    const stayersComment = await createComment(t.app, stayer.cookie, stayersPost.id, 'Recipe soon');
    await createComment(t.app, leaver.cookie, stayersPost.id, 'Yes please', stayersComment.id);
    for (const url of [
      `/api/announcements/${stayersPost.id}/like`,
      `/api/comments/${stayersComment.id}/like`,
      `/api/users/${stayer.id}/follow`,
    ]) {
      expect((await t.app.inject({ method: 'POST', url, headers: as(leaver) })).statusCode).toBe(
        200,
      );
    }
    const follow = `/api/users/${leaver.id}/follow`;
    await t.app.inject({ method: 'POST', url: follow, headers: as(stayer) });
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: as(leaver),
      payload: { contentType: 'announcement', contentId: stayersPost.id, reason: 'spam' },
    });
    expect(reported.statusCode).toBe(201);
    expect(await post(stayersPost.id)).toMatchObject({ likesCount: 1, commentsCount: 4 });
    expect(await profile(stayer.id)).toMatchObject({ followersCount: 1, followingCount: 1 });

    const wrong = await remove(leaver, { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: 'body.password', message: 'Password is incorrect' },
    ]);
    const gone = await remove(leaver, { password: leaver.password });
    expect(gone.statusCode).toBe(204);
    expect(gone.cookies.find((cookie) => cookie.name === 'simmer.sid')?.value).toBe('');

    // Others' counts: the leaver's comment went with the stayer's reply under it, and the
    // leaver's reply to the stayer's comment; their likes and follows are uncounted.
    expect(await post(stayersPost.id)).toMatchObject({ likesCount: 0, commentsCount: 1 });
    expect(await comment(stayersComment.id)).toMatchObject({ likesCount: 0, repliesCount: 0 });
    expect(await comment(leaversComment.id)).toBeUndefined();
    expect(await profile(stayer.id)).toMatchObject({ followersCount: 0, followingCount: 0 });
    expect(await t.database.db.select().from(reports)).toEqual([]);
    expect((await t.app.inject({ url: `/api/users/${leaver.id}/profile` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/user', headers: as(leaver) })).statusCode).toBe(
      401,
    );
    // The files go just after the answer.
    await expect.poll(() => files.some(onDisk), { timeout: 5000 }).toBe(false);

    // The address is free again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: leaver.email, password: 'a fresh start' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('needs the password, counted as a sign-in, and a signed-in caller', async () => {
    const cook = await signUp(t.app);
    const missing = await remove(cook, {});
    expect(missing.statusCode).toBe(400);
    const forgedPasskey = await remove(cook, {
      passkey: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'e30' } },
    });
    expect(forgedPasskey.json().issues).toEqual([
      { path: 'body.passkey', message: 'That passkey is not one of this account’s' },
    ]);
    for (let attempt = 3; attempt <= 5; attempt += 1) {
      expect((await remove(cook, { password: 'guess' })).statusCode).toBe(400);
    }
    const throttled = await remove(cook, { password: cook.password });
    expect(throttled.statusCode).toBe(429);
    expect((await t.app.inject({ url: '/api/auth/user', headers: as(cook) })).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      payload: { password: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers the leaving cook and the cooks liking their posts at that moment alike', async () => {
    const other = await secondInstance(t);
    try {
      const leaver = await cookNamed('Leaving now');
      const friend = await cookNamed('Friend');
      const own = await Promise.all([1, 2, 3, 4].map(() => createPost(t.app, leaver.cookie)));
      // A post the leaver likes, one like short of a new step: the next like rewrites its likes,
      // the leaver's among them.
      const liked = await createPost(t.app, friend.cookie);
      await t.database.db.execute(sql`
        insert into users (id, display_name) select 'fan-' || g, 'Fan ' || g from generate_series(1, 126) g`);
      await t.database.db.execute(sql`
        insert into announcement_likes (announcement_id, user_id)
        select ${liked.id}, 'fan-' || g from generate_series(1, 126) g`);
      const like = (id: number, cook: SignedInUser, app = t.app) =>
        app.inject({ method: 'POST', url: `/api/announcements/${id}/like`, headers: as(cook) });
      expect((await like(liked.id, leaver)).statusCode).toBe(200);
      const likers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => cookNamed(`Liker ${i}`)),
      );
      // The deletion itself, without the password check's hashing, so that it meets the likes.
      const [, ...likes] = await Promise.all([
        deleteAccount(t.database.db, leaver.id),
        ...likers.flatMap((cook, i) => [
          like(liked.id, cook, other.app),
          like((own[i % own.length] as { id: number }).id, cook, i % 2 ? other.app : t.app),
        ]),
      ]);
      expect((await t.app.inject({ url: `/api/users/${leaver.id}/profile` })).statusCode).toBe(404);
      // A like of a post that went with its author finds nothing.
      for (const answer of likes) expect([200, 404]).toContain(answer.statusCode);
      expect(await post(liked.id)).toMatchObject({ likesCount: 126 + likers.length });
    } finally {
      await other.close();
    }
  });
});
