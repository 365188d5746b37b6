import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, Comment } from '../../../contracts/community.js';
import { ErrorCode } from '../../../contracts/errors.js';
import {
  createTestApp,
  type SignedInUser,
  secondInstance,
  signUp,
  type TestApp,
} from '../../test/harness.js';
import { createComment, createPost } from '../../test/posts.js';

describe('likes on announcements and comments', () => {
  let t: TestApp;
  let author: SignedInUser;
  let fan: SignedInUser;
  let nameless: SignedInUser;
  let post: Announcement;
  let comment: Comment;
  beforeAll(async () => {
    t = await createTestApp();
    author = await signUp(t.app, { displayName: 'Author', database: t.database });
    fan = await signUp(t.app, { displayName: 'Fan', database: t.database });
    nameless = await signUp(t.app);
    post = await createPost(t.app, author.cookie);
    comment = await createComment(t.app, author.cookie, post.id, 'First!');
  });
  afterAll(() => t.close());

  const paths = () => ({
    announcement: `/api/announcements/${post.id}/like`,
    comment: `/api/comments/${comment.id}/like`,
  });
  const toggle = (url: string, who?: SignedInUser, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url, headers: who ? { cookie: who.cookie } : {} });
  const state = (url: string, who?: SignedInUser) =>
    t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
  async function countRows(
    table: 'announcement_likes' | 'comment_likes',
    column: string,
    id: number,
  ) {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  }
  async function keptCount(target: 'announcement' | 'comment') {
    const table = target === 'announcement' ? 'announcements' : 'comments';
    const id = target === 'announcement' ? post.id : comment.id;
    const result = await t.database.db.execute(
      sql`select likes_count as n from ${sql.identifier(table)} where id = ${id}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  }

  for (const target of ['announcement', 'comment'] as const) {
    describe(`on an ${target}`, () => {
      it('toggles on and off, answering the state and the count', async () => {
        const url = paths()[target];
        expect((await state(url, fan)).json()).toEqual({ liked: false });
        const on = await toggle(url, fan);
        expect(on.statusCode).toBe(200);
        expect(on.json()).toEqual({ liked: true, likesCount: 1 });
        expect((await state(url, fan)).json()).toEqual({ liked: true });
        expect((await toggle(url, author)).json()).toEqual({ liked: true, likesCount: 2 });
        expect((await toggle(url, fan)).json()).toEqual({ liked: false, likesCount: 1 });
        expect((await toggle(url, author)).json()).toEqual({ liked: false, likesCount: 0 });
      });

      it('answers each role: 401 signed out, 403 toggling without a display name, 404 missing', async () => {
        const url = paths()[target];
        expect((await toggle(url)).statusCode).toBe(401);
        expect((await state(url)).statusCode).toBe(401);
        const noName = await toggle(url, nameless);
        expect(noName.statusCode).toBe(403);
        expect(noName.json()).toEqual({
          message: 'Display name required',
          code: ErrorCode.DISPLAY_NAME_REQUIRED,
        });
        // Reading one's like state needs no display name.
        expect((await state(url, nameless)).json()).toEqual({ liked: false });
        const missing = url.replace(/\/\d+\//, '/424242/');
        expect((await toggle(missing, fan)).statusCode).toBe(404);
        expect((await state(missing, fan)).statusCode).toBe(404);
        expect((await toggle(url.replace(/\/\d+\//, '/abc/'), fan)).statusCode).toBe(400);
      });
    });
  }

  it('keeps counts exact under concurrent toggles by many users on two instances', async () => {
    const other = await secondInstance(t);
    try {
      const users = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          signUp(t.app, { displayName: `Liker ${i}`, database: t.database }),
        ),
      );
      // Each user toggles 3 times (ends liked), alternating instances, all at once.
      await Promise.all(
        users.flatMap((user, i) =>
          [0, 1, 2].map((n) =>
            toggle(paths().announcement, user, (i + n) % 2 ? other.app : t.app).then(async (r) =>
              expect(r.statusCode, r.body).toBe(200),
            ),
          ),
        ),
      );
      const rows = await countRows('announcement_likes', 'announcement_id', post.id);
      expect(await keptCount('announcement')).toBe(rows);
      // Three toggles of one user settle on "liked", whatever their interleaving.
      expect(rows).toBe(12);
    } finally {
      await other.close();
    }
  });

  it('lets one user hammer the button: N toggles end where N sequential ones would', async () => {
    for (const n of [19, 20]) {
      const before = (await state(paths().comment, fan)).json().liked as boolean;
      const answers = await Promise.all(
        Array.from({ length: n }, () => toggle(paths().comment, fan)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      const after = (await state(paths().comment, fan)).json().liked as boolean;
      expect(after, `${n} toggles`).toBe(n % 2 === 0 ? before : !before);
      expect(await keptCount('comment')).toBe(
        await countRows('comment_likes', 'comment_id', comment.id),
      );
    }
  });

  it('takes a deleted user’s likes out of the counts', async () => {
    const leaving = await signUp(t.app, { displayName: 'Leaving', database: t.database });
    await toggle(paths().comment, leaving);
    const before = await keptCount('comment');
    await t.database.db.execute(sql`delete from users where id = ${leaving.id}`);
    expect(await keptCount('comment')).toBe((before ?? 0) - 1);
  });
});
