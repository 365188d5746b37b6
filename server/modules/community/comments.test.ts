import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, Comment, CommentPage } from '../../../contracts/community.js';
import {
  createTestApp,
  type SignedInUser,
  secondInstance,
  signUp,
  type TestApp,
} from '../../test/harness.js';
import { createComment, createPost } from '../../test/posts.js';

describe('comments and nested replies', () => {
  let t: TestApp;
  let author: SignedInUser;
  let guest: SignedInUser;
  let nameless: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    author = await signUp(t.app, { displayName: 'Author', database: t.database });
    guest = await signUp(t.app, { displayName: 'Guest', database: t.database });
    nameless = await signUp(t.app);
  });
  afterAll(() => t.close());

  const page = async (url: string, who?: SignedInUser) => {
    const response = await t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CommentPage>();
  };
  const post = (announcementId: number, payload: unknown, who?: SignedInUser) =>
    t.app.inject({
      method: 'POST',
      url: `/api/announcements/${announcementId}/comments`,
      payload: payload as object,
      headers: who ? { cookie: who.cookie } : {},
    });
  const remove = (id: number, who?: SignedInUser) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${id}`,
      headers: who ? { cookie: who.cookie } : {},
    });

  /** The kept counts next to the counts of the rows they count. */
  async function counts(announcementId: number) {
    const result = await t.database.db.execute(sql`
      select a.comments_count as kept,
             (select count(*)::int from comments c where c.announcement_id = a.id) as actual,
             (select count(*)::int from comments c
               where c.announcement_id = a.id
                 and c.replies_count <> (select count(*) from comments r where r.parent_id = c.id)
             ) as wrong_replies
        from announcements a where a.id = ${announcementId}`);
    return (
      result as unknown as { rows: { kept: number; actual: number; wrong_replies: number }[] }
    ).rows[0];
  }

  it('adds a comment, trimmed, with its author, and counts it', async () => {
    const announcement = await createPost(t.app, author.cookie);
    const response = await post(announcement.id, { content: '  Looks great!  ' }, guest);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      announcementId: announcement.id,
      userId: guest.id,
      parentId: null,
      content: 'Looks great!',
      likesCount: 0,
      repliesCount: 0,
      liked: false,
      user: { id: guest.id, displayName: 'Guest' },
    });
    expect(response.body).not.toContain('@example.com');
    expect(await counts(announcement.id)).toEqual({ kept: 1, actual: 1, wrong_replies: 0 });
  });

  it('refuses blank, too long and malformed comments with user-facing messages', async () => {
    const announcement = await createPost(t.app, author.cookie);
    const blank = await post(announcement.id, { content: '   ' }, guest);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Comment cannot be empty');
    const long = await post(announcement.id, { content: 'x'.repeat(501) }, guest);
    expect(long.json().message).toBe('Comment too long');
    expect(
      (await post(announcement.id, { content: `  ${'x'.repeat(500)}  ` }, guest)).statusCode,
    ).toBe(201);
    expect(
      (await post(announcement.id, { content: 'hi', parentId: 'one' }, guest)).statusCode,
    ).toBe(400);
    expect((await post(announcement.id, {}, guest)).json().message).toBe('Comment cannot be empty');
  });

  it('answers each role: 401 signed out, 403 without a display name or not the owner, 404 missing', async () => {
    const announcement = await createPost(t.app, author.cookie);
    expect((await post(announcement.id, { content: 'hi' })).statusCode).toBe(401);
    const noName = await post(announcement.id, { content: 'hi' }, nameless);
    expect(noName.statusCode).toBe(403);
    expect(noName.json().message).toBe('Display name required');
    expect((await post(424242, { content: 'hi' }, guest)).statusCode).toBe(404);
    // Visitors read comments.
    expect((await page(`/api/announcements/${announcement.id}/comments`)).comments).toEqual([]);
    expect((await t.app.inject({ url: '/api/announcements/424242/comments' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/api/comments/424242/replies' })).statusCode).toBe(404);

    const mine = await createComment(t.app, guest.cookie, announcement.id, 'mine');
    expect((await remove(mine.id)).statusCode).toBe(401);
    expect((await remove(mine.id, author)).statusCode).toBe(403);
    const gone = await remove(mine.id, guest);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ commentsCount: 0 });
    expect((await remove(mine.id, guest)).statusCode).toBe(404);
  });

  it('pages top-level comments 10 at a time, oldest first, from page 1', async () => {
    const announcement = await createPost(t.app, author.cookie);
    const created: Comment[] = [];
    for (let i = 1; i <= 12; i++) {
      created.push(await createComment(t.app, guest.cookie, announcement.id, `c${i}`));
    }
    // A reply is not a top-level comment: it stays out of these pages.
    await createComment(t.app, author.cookie, announcement.id, 'a reply', created[0]?.id);
    const url = `/api/announcements/${announcement.id}/comments`;
    const first = await page(`${url}?page=1&limit=10`, author);
    expect(first.comments.map((c) => c.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `c${i + 1}`),
    );
    expect(first.hasMore).toBe(true);
    expect(first.comments.every((c) => c.liked === false)).toBe(true);
    // A comment the reader liked shows as liked to them, and only to them.
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${created[1]?.id}/like`,
      headers: { cookie: author.cookie },
    });
    expect(like.statusCode).toBe(200);
    const likedPage = await page(`${url}?page=1&limit=10`, author);
    expect(likedPage.comments.filter((c) => c.liked).map((c) => c.content)).toEqual(['c2']);
    const theirs = await page(`${url}?page=1&limit=10`, guest);
    expect(theirs.comments.every((c) => c.liked === false)).toBe(true);
    const second = await page(`${url}?page=2&limit=10`);
    expect(second).toMatchObject({ hasMore: false });
    expect(second.comments.map((c) => c.content)).toEqual(['c11', 'c12']);
    expect(second.comments[0]).not.toHaveProperty('liked');
    expect((await page(url)).comments).toHaveLength(10);
    expect((await t.app.inject({ url: `${url}?page=0` })).statusCode).toBe(400);
  });

  it('nests replies, pages them 5 at a time, and refuses a parent from another post', async () => {
    const announcement = await createPost(t.app, author.cookie);
    const other = await createPost(t.app, author.cookie);
    const top = await createComment(t.app, guest.cookie, announcement.id, 'top');
    const replies: Comment[] = [];
    for (let i = 1; i <= 6; i++) {
      replies.push(await createComment(t.app, author.cookie, announcement.id, `r${i}`, top.id));
    }
    const nested = await createComment(
      t.app,
      guest.cookie,
      announcement.id,
      'deeper',
      replies[0]?.id,
    );
    expect(nested.parentId).toBe(replies[0]?.id);

    const first = await page(`/api/comments/${top.id}/replies?page=1&limit=5`);
    expect(first.comments.map((c) => c.content)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(first.comments[0]?.repliesCount).toBe(1);
    expect(first.hasMore).toBe(true);
    expect((await page(`/api/comments/${top.id}/replies?page=2&limit=5`)).comments).toHaveLength(1);
    expect((await page(`/api/announcements/${announcement.id}/comments`)).comments).toMatchObject([
      { content: 'top', repliesCount: 6 },
    ]);

    const foreign = await post(other.id, { content: 'wrong post', parentId: top.id }, guest);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('The comment replied to is not on this announcement');
    expect(
      (await post(announcement.id, { content: 'x', parentId: 424242 }, guest)).statusCode,
    ).toBe(400);
    expect(await counts(announcement.id)).toEqual({ kept: 8, actual: 8, wrong_replies: 0 });
  });

  it('allows replies down to level 100 and not deeper', async () => {
    const announcement = await createPost(t.app, author.cookie);
    let parent = await createComment(t.app, guest.cookie, announcement.id, 'level 0');
    // Build the chain straight in the database: 100 API calls would only slow the suite.
    await t.database.db.execute(sql`
      with recursive chain(n) as (select 1 union all select n + 1 from chain where n < 99)
      insert into comments (announcement_id, user_id, parent_id, content, depth)
      select ${announcement.id}, ${guest.id}, null, 'level ' || n, n from chain`);
    await t.database.db.execute(sql`
      update comments c set parent_id = p.id
        from comments p
       where c.announcement_id = ${announcement.id} and p.announcement_id = ${announcement.id}
         and p.depth = c.depth - 1`);
    const [deepest] = (
      (await t.database.db.execute(
        sql`select id from comments where announcement_id = ${announcement.id} and depth = 99`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    parent = { ...parent, id: deepest?.id ?? 0 };
    const atHundred = await post(
      announcement.id,
      { content: 'level 100', parentId: parent.id },
      guest,
    );
    expect(atHundred.statusCode).toBe(201);
    const beyond = await post(
      announcement.id,
      { content: 'level 101', parentId: atHundred.json().id },
      guest,
    );
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe('Replies cannot nest deeper than 100 levels');
  });

  it('deletes a comment with its whole subtree and keeps every count exact', async () => {
    const announcement = await createPost(t.app, author.cookie);
    const keep = await createComment(t.app, guest.cookie, announcement.id, 'keep');
    const root = await createComment(t.app, guest.cookie, announcement.id, 'root');
    const child = await createComment(t.app, author.cookie, announcement.id, 'child', root.id);
    await createComment(t.app, guest.cookie, announcement.id, 'grandchild', child.id);
    await createComment(t.app, author.cookie, announcement.id, 'child 2', root.id);
    const keptReply = await createComment(t.app, author.cookie, announcement.id, 'reply', keep.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/comments/${child.id}/like`,
      headers: { cookie: guest.cookie },
    });
    expect(await counts(announcement.id)).toEqual({ kept: 6, actual: 6, wrong_replies: 0 });

    // Deleting a reply takes its parent's repliesCount down too.
    expect((await remove(keptReply.id, author)).json()).toEqual({ commentsCount: 5 });
    expect(
      (await page(`/api/announcements/${announcement.id}/comments`)).comments[0],
    ).toMatchObject({
      content: 'keep',
      repliesCount: 0,
    });
    // The root with its three replies below it: the answer counts them all out.
    expect((await remove(root.id, guest)).json()).toEqual({ commentsCount: 1 });
    expect(await counts(announcement.id)).toEqual({ kept: 1, actual: 1, wrong_replies: 0 });
    const left = await page(`/api/announcements/${announcement.id}/comments`);
    expect(left.comments.map((c) => c.content)).toEqual(['keep']);
    expect((await t.app.inject({ url: `/api/comments/${child.id}/replies` })).statusCode).toBe(404);
  });

  it('keeps counts exact under concurrent comments, replies and deletes on two instances', async () => {
    const other = await secondInstance(t);
    try {
      const announcement: Announcement = await createPost(t.app, author.cookie);
      const roots = await Promise.all(
        [1, 2, 3, 4].map((i) => createComment(t.app, guest.cookie, announcement.id, `root ${i}`)),
      );
      const replyTo = (parentId: number, i: number) =>
        (i % 2 ? other.app : t.app).inject({
          method: 'POST',
          url: `/api/announcements/${announcement.id}/comments`,
          payload: { content: `reply ${i}`, parentId },
          headers: { cookie: author.cookie },
        });
      // Replies pour into every root while two of the roots are deleted.
      const work = [
        ...Array.from({ length: 24 }, (_, i) => replyTo(roots[i % 4]?.id ?? 0, i)),
        remove(roots[0]?.id ?? 0, guest),
        other.app.inject({
          method: 'DELETE',
          url: `/api/comments/${roots[1]?.id}`,
          headers: { cookie: guest.cookie },
        }),
      ];
      const answers = await Promise.all(work);
      for (const answer of answers) {
        // A reply racing the deletion of its parent may find it gone (400), never a 500.
        expect([200, 201, 400], answer.body).toContain(answer.statusCode);
      }
      const result = await counts(announcement.id);
      expect(result?.kept).toBe(result?.actual);
      expect(result?.wrong_replies).toBe(0);
    } finally {
      await other.close();
    }
  });
});
