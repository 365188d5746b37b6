import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, CommentPage } from '../../../contracts/community.js';
import type { PublicProfile } from '../../../contracts/profile.js';
import { rowsOf } from '../../db/rows.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { createComment, createPost } from '../../test/posts.js';
import { createRecipe } from '../../test/recipes.js';

/** Removing, restoring and report-hiding content: who still sees it, and the counts. */
describe('withheld content', () => {
  let t: TestApp;
  let mod: SignedInUser;
  let author: SignedInUser;
  let reader: SignedInUser;
  let reporters: SignedInUser[];

  const as = (who: SignedInUser | null, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: who ? { cookie: who.cookie } : {},
    });
  const act = (body: Record<string, unknown>) => as(mod, 'POST', '/api/moderation/actions', body);
  const feedIds = async (who: SignedInUser | null) =>
    (await as(who, 'GET', '/api/announcements?limit=50')).json<Announcement[]>().map((a) => a.id);
  const profile = async (who: SignedInUser | null) =>
    (await as(who, 'GET', `/api/users/${author.id}/profile`)).json<PublicProfile>();
  const thread = (who: SignedInUser | null, postId: number) =>
    as(who, 'GET', `/api/announcements/${postId}/comments`);
  const commentsCount = async (postId: number) => {
    const posts = (await as(author, 'GET', '/api/announcements?limit=50')).json<Announcement[]>();
    return posts.find((post) => post.id === postId)?.commentsCount;
  };

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'mod@removal.test', LOG_LEVEL: 'error' });
    const named = (displayName: string, email?: string) =>
      signUp(t.app, { displayName, database: t.database, ...(email ? { email } : {}) });
    mod = await named('Mod', 'mod@removal.test');
    author = await named('Author');
    reader = await named('Reader');
    reporters = await Promise.all(['Ann', 'Ben', 'Cat'].map((name) => named(name)));
    await t.database.db.execute(sql`update users set is_public = true where id = ${author.id}`);
  });
  afterAll(() => t.close());

  it('removes a post for everyone but its author and moderators, with its counts, and restores it', async () => {
    const kept = await createPost(t.app, author.cookie, { title: 'Kept' });
    const post = await createPost(t.app, author.cookie, { title: 'Spam' });
    expect((await profile(reader)).postsCount).toBe(2);

    const removed = await act({
      action: 'remove',
      contentType: 'announcement',
      contentId: post.id,
      reason: 'Advertising',
    });
    expect(removed.statusCode).toBe(201);
    expect(removed.json()).toMatchObject({ action: 'remove', contentId: post.id });

    for (const who of [reader, null]) expect(await feedIds(who)).not.toContain(post.id);
    expect(await feedIds(reader)).toContain(kept.id);
    expect((await thread(reader, post.id)).statusCode).toBe(404);
    expect((await thread(null, post.id)).statusCode).toBe(404);
    expect((await as(reader, 'POST', `/api/announcements/${post.id}/like`)).statusCode).toBe(404);
    const mine = (await as(author, 'GET', `/api/announcements/user/${author.id}`)).json<
      Announcement[]
    >();
    expect(mine.find((one) => one.id === post.id)?.withheld).toEqual({
      state: 'removed',
      reason: 'Advertising',
    });
    expect(mine.find((one) => one.id === kept.id)?.withheld).toBeUndefined();
    expect(await feedIds(mod)).toContain(post.id);
    expect((await thread(author, post.id)).statusCode).toBe(200);
    // The profile counts what its readers can see.
    expect((await profile(reader)).postsCount).toBe(1);
    // Nobody comments under removed content, its author neither.
    const comment = await as(author, 'POST', `/api/announcements/${post.id}/comments`, {
      content: 'hello?',
    });
    expect(comment.statusCode).toBe(404);

    const restored = await act({
      action: 'restore',
      contentType: 'announcement',
      contentId: post.id,
      reason: 'Appeal upheld',
    });
    expect(restored.statusCode).toBe(201);
    expect(await feedIds(reader)).toContain(post.id);
    expect((await profile(reader)).postsCount).toBe(2);
  });

  it('takes a removed comment and the replies under it out of the thread and its count', async () => {
    const post = await createPost(t.app, author.cookie, { title: 'Thread' });
    const top = await createComment(t.app, reader.cookie, post.id, 'Top');
    const rude = await createComment(t.app, reader.cookie, post.id, 'Rude');
    const reply = await createComment(t.app, author.cookie, post.id, 'Reply', rude.id);
    await createComment(t.app, reader.cookie, post.id, 'Reply to reply', reply.id);
    expect(await commentsCount(post.id)).toBe(4);

    await act({ action: 'remove', contentType: 'comment', contentId: rude.id, reason: 'Rude' });
    const page = (await thread(author, post.id)).json<CommentPage>();
    expect(page.comments.map((one) => one.id)).toEqual([top.id]);
    expect(await commentsCount(post.id)).toBe(1);
    expect((await as(author, 'GET', `/api/comments/${rude.id}/replies`)).statusCode).toBe(404);
    const own = (await thread(reader, post.id)).json<CommentPage>();
    expect(own.comments.find((one) => one.id === rude.id)?.withheld).toMatchObject({
      state: 'removed',
    });
    const replying = await as(author, 'POST', `/api/announcements/${post.id}/comments`, {
      content: 'again',
      parentId: rude.id,
    });
    expect(replying.statusCode).toBe(400);

    // A reply withheld under the removed comment changes nothing readers count …
    await act({ action: 'remove', contentType: 'comment', contentId: reply.id, reason: 'Also' });
    expect(await commentsCount(post.id)).toBe(1);
    // … and restoring the comment brings back what is not withheld itself.
    await act({ action: 'restore', contentType: 'comment', contentId: rude.id, reason: 'Ok' });
    expect(await commentsCount(post.id)).toBe(2);
    await act({ action: 'restore', contentType: 'comment', contentId: reply.id, reason: 'Ok' });
    expect(await commentsCount(post.id)).toBe(4);

    // Deleting a thread with a withheld reply takes off only what was counted.
    await act({ action: 'remove', contentType: 'comment', contentId: reply.id, reason: 'Again' });
    expect(await commentsCount(post.id)).toBe(2);
    expect((await as(reader, 'DELETE', `/api/comments/${rude.id}`)).json()).toEqual({
      commentsCount: 1,
    });
    const [kept] = rowsOf<{ replies_count: number }>(
      await t.database.db.execute(sql`select replies_count from comments where id = ${top.id}`),
    );
    expect(kept?.replies_count).toBe(0);
  });

  it('hides content reported by REPORTS_TO_HIDE cooks until a moderator dismisses the reports', async () => {
    const post = await createPost(t.app, author.cookie, { title: 'Controversial' });
    const shown = (await profile(reader)).postsCount;
    const report = (who: SignedInUser) =>
      as(who, 'POST', '/api/reports', {
        contentType: 'announcement',
        contentId: post.id,
        reason: 'spam',
      });
    for (const who of reporters.slice(0, 2)) expect((await report(who)).statusCode).toBe(201);
    expect(await feedIds(reader)).toContain(post.id);
    expect((await report(reporters[2] as SignedInUser)).statusCode).toBe(201);
    expect(await feedIds(reader)).not.toContain(post.id);
    expect((await profile(reader)).postsCount).toBe(shown - 1);
    const own = (await as(author, 'GET', `/api/announcements/user/${author.id}`)).json<
      Announcement[]
    >();
    expect(own.find((one) => one.id === post.id)?.withheld).toEqual({
      state: 'hidden',
      reason: null,
    });
    const queue = (await as(mod, 'GET', '/api/moderation/reports')).json<{
      items: { contentId: number; content: { withheld?: unknown } }[];
    }>();
    expect(queue.items.find((item) => item.contentId === post.id)?.content.withheld).toEqual({
      state: 'hidden',
      reason: null,
    });

    const dismissed = await act({
      action: 'dismiss',
      contentType: 'announcement',
      contentId: post.id,
      reason: 'Not spam',
    });
    expect(dismissed.statusCode).toBe(201);
    expect(await feedIds(reader)).toContain(post.id);
    expect((await profile(reader)).postsCount).toBe(shown);
  });

  it('takes a removed recipe off the public profile and its count, not off its owner', async () => {
    const recipe = await createRecipe(t.app, author.cookie, {
      title: 'Dodgy stew',
      isPublic: true,
    });
    const before = (await profile(reader)).recipesCount;
    await act({ action: 'remove', contentType: 'recipe', contentId: recipe.id, reason: 'Copied' });
    expect((await as(reader, 'GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(404);
    const listed = await as(reader, 'GET', `/api/users/${author.id}/recipes`);
    expect(listed.body).not.toContain('Dodgy stew');
    expect((await profile(reader)).recipesCount).toBe(before - 1);
    const own = await as(author, 'GET', `/api/recipes/${recipe.id}`);
    expect(own.json()).toMatchObject({ withheld: { state: 'removed', reason: 'Copied' } });
    // Its card in the owner's list says so too, and an ordinary card carries nothing.
    const cards = (await as(author, 'GET', '/api/recipes?q=stew')).json();
    expect(cards).toEqual([
      expect.objectContaining({
        title: 'Dodgy stew',
        withheld: { state: 'removed', reason: 'Copied' },
      }),
    ]);
    const all = (await as(author, 'GET', '/api/recipes')).json() as { withheld?: unknown }[];
    expect(all.filter((card) => card.withheld)).toHaveLength(1);
    expect((await as(mod, 'GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(200);
  });

  it('refuses to remove a profile, and checks the reason', async () => {
    const profileRemoval = await act({
      action: 'remove',
      contentType: 'user',
      userId: author.id,
      reason: 'x',
    });
    expect(profileRemoval.statusCode).toBe(400);
    expect(profileRemoval.json().message).toContain('Only posts, comments and recipes');
    const post = await createPost(t.app, author.cookie, { title: 'Reasonless' });
    const empty = await act({
      action: 'remove',
      contentType: 'announcement',
      contentId: post.id,
      reason: '  ',
    });
    expect(empty.statusCode).toBe(400);
  });
});
