import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../contracts/notifications.js';
import { rowsOf } from '../../db/rows.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { createComment, createPost } from '../../test/posts.js';

describe('notifications', () => {
  let t: TestApp;
  let ann: SignedInUser;
  let likers: SignedInUser[];
  let mod: SignedInUser;

  const as = (who: SignedInUser, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: { cookie: who.cookie },
    });
  const list = async (who: SignedInUser, query = '') => {
    const response = await as(who, 'GET', `/api/notifications${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<Notification[]>();
  };
  const unread = async (who: SignedInUser) =>
    (await as(who, 'GET', '/api/notifications/unread-count')).json<{ count: number }>().count;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'mod@notify.test', LOG_LEVEL: 'error' });
    const named = (displayName: string, email?: string) =>
      signUp(t.app, { displayName, database: t.database, ...(email ? { email } : {}) });
    ann = await named('Ann');
    likers = await Promise.all(['Ben', 'Cat', 'Dan', 'Eve'].map((name) => named(name)));
    mod = await named('Mod', 'mod@notify.test');
    await t.database.db.execute(sql`update users set is_public = true`);
  });
  afterAll(() => t.close());

  it('groups the likes of one post, newest likers first, and tells of comments, replies and follows', async () => {
    const post = await createPost(t.app, ann.cookie, { title: 'Focaccia' });
    for (const who of likers) {
      expect((await as(who, 'POST', `/api/announcements/${post.id}/like`)).statusCode).toBe(200);
    }
    // Liking one's own post tells nobody.
    await as(ann, 'POST', `/api/announcements/${post.id}/like`);
    const [like] = await list(ann);
    expect(like).toMatchObject({
      type: 'like',
      actorsCount: 4,
      target: { type: 'announcement', id: post.id, title: 'Focaccia' },
      read: false,
    });
    expect(like?.actors.map((actor) => actor.displayName)).toEqual(['Eve', 'Dan', 'Cat']);
    expect(JSON.stringify(like)).not.toContain('@');
    // Taking a like back leaves the group.
    await as(likers[3] as SignedInUser, 'POST', `/api/announcements/${post.id}/like`);
    expect((await list(ann))[0]).toMatchObject({ type: 'like', actorsCount: 3 });

    const ben = likers[0] as SignedInUser;
    const comment = await createComment(t.app, ben.cookie, post.id, 'Looks great');
    const annReply = await createComment(t.app, ann.cookie, post.id, 'Thanks', comment.id);
    const cat = likers[1] as SignedInUser;
    await createComment(t.app, cat.cookie, post.id, 'Me too', annReply.id);
    await as(ben, 'POST', `/api/users/${ann.id}/follow`);
    const types = (await list(ann)).map((one) => one.type);
    expect(types).toEqual(['follow', 'reply', 'comment', 'like']);
    expect((await list(ben)).map((one) => one.type)).toEqual(['reply']);
    expect(await unread(ann)).toBe(4);
  });

  it('pages newest first and marks read up to a point or all', async () => {
    const all = await list(ann);
    const next = await list(ann, `?before=${all[1]?.id}`);
    expect(next.map((one) => one.id)).toEqual(all.slice(2).map((one) => one.id));

    const marked = await as(ann, 'POST', '/api/notifications/read', { upTo: all[2]?.id });
    expect(marked.json()).toEqual({ count: 2 });
    expect((await list(ann)).map((one) => one.read)).toEqual([false, false, true, true]);
    expect((await as(ann, 'POST', '/api/notifications/read', {})).json()).toEqual({ count: 0 });
    // Someone else's id marks nothing.
    expect(
      (await as(likers[0] as SignedInUser, 'POST', '/api/notifications/read', { upTo: all[0]?.id }))
        .statusCode,
    ).toBe(200);
    // A like after reading starts a new group.
    const post = all.find((one) => one.type === 'like')?.target?.id as number;
    await as(likers[3] as SignedInUser, 'POST', `/api/announcements/${post}/like`);
    expect((await list(ann))[0]).toMatchObject({ type: 'like', actorsCount: 1, read: false });
    expect(await unread(ann)).toBe(1);
  });

  it('tells reporters their report was reviewed, and the author of the removal, never the action to the reporter', async () => {
    const post = await createPost(t.app, ann.cookie, { title: 'Questionable' });
    const [ben, cat] = likers as [SignedInUser, SignedInUser];
    for (const who of [ben, cat]) {
      await as(who, 'POST', '/api/reports', {
        contentType: 'announcement',
        contentId: post.id,
        reason: 'spam',
      });
    }
    const removed = await as(mod, 'POST', '/api/moderation/actions', {
      action: 'remove',
      contentType: 'announcement',
      contentId: post.id,
      reason: 'Spam',
    });
    expect(removed.statusCode).toBe(201);
    for (const who of [ben, cat]) {
      const [reviewed] = await list(who);
      // The reporter can no longer see the post: no link to it.
      expect(reviewed).toMatchObject({ type: 'report-reviewed', target: null, actors: [] });
    }
    const [told] = await list(ann);
    expect(told).toMatchObject({
      type: 'removed',
      target: { type: 'announcement', id: post.id, title: 'Questionable' },
    });
  });

  it('tells a suspended cook, without naming anything', async () => {
    const dan = likers[2] as SignedInUser;
    const suspended = await as(mod, 'POST', '/api/moderation/actions', {
      action: 'suspend',
      userId: dan.id,
      reason: 'Spam',
      days: 1,
    });
    expect(suspended.statusCode).toBe(201);
    const [told] = rowsOf<{ type: string; target_type: string | null }>(
      await t.database.db.execute(sql`
        select type, target_type from notifications where user_id = ${dan.id}
         order by created_at desc, id desc limit 1`),
    );
    expect(told).toEqual({ type: 'suspended', target_type: null });
    await as(mod, 'POST', '/api/moderation/actions', {
      action: 'lift',
      userId: dan.id,
      reason: 'Ok',
    });
  });

  it('hides what a blocked cook did', async () => {
    const eve = likers[3] as SignedInUser;
    const post = await createPost(t.app, ann.cookie, { title: 'Soup' });
    await createComment(t.app, eve.cookie, post.id, 'Meh');
    expect((await list(ann))[0]).toMatchObject({
      type: 'comment',
      actors: [expect.objectContaining({ id: eve.id })],
    });
    const before = await unread(ann);
    await as(ann, 'POST', `/api/users/${eve.id}/block`);
    const after = await list(ann);
    expect(after.some((one) => one.type === 'comment' && one.target?.id === post.id)).toBe(false);
    // The bell counts what the list shows: without Eve's comment, and Eve's like of the earlier
    // post (a group of her alone).
    expect(await unread(ann)).toBe(before - 2);
    expect(await unread(ann)).toBe(after.filter((one) => !one.read).length);
  });

  it('answers only the signed-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(response.statusCode).toBe(401);
  });
});
