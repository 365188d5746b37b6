import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, comments, reports } from '../../db/schema/index.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { createRecipe } from '../../test/recipes.js';

describe('POST /api/reports', () => {
  let t: TestApp;
  let author: SignedInUser;
  let reporter: SignedInUser;
  let nameless: SignedInUser;
  let ids: { publicRecipe: number; privateRecipe: number; announcement: number; comment: number };
  beforeAll(async () => {
    t = await createTestApp();
    author = await signUp(t.app, { displayName: 'Author', database: t.database });
    reporter = await signUp(t.app, { displayName: 'Reporter', database: t.database });
    nameless = await signUp(t.app);
    const publicRecipe = (await createRecipe(t.app, author.cookie, { isPublic: true })).id;
    const privateRecipe = (await createRecipe(t.app, author.cookie, { isPublic: false })).id;
    const [post] = await t.database.db
      .insert(announcements)
      .values({ userId: author.id, title: 'Hello' })
      .returning();
    if (!post) throw new Error('no announcement');
    const [comment] = await t.database.db
      .insert(comments)
      .values({ announcementId: post.id, userId: author.id, content: 'Nice' })
      .returning();
    if (!comment) throw new Error('no comment');
    ids = { publicRecipe, privateRecipe, announcement: post.id, comment: comment.id };
  });
  afterAll(() => t.close());

  const report = (payload: Record<string, unknown>, who?: SignedInUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload,
      headers: who ? { cookie: who.cookie } : {},
    });
  const stored = (id: number) =>
    t.database.db
      .select()
      .from(reports)
      .where(eq(reports.id, id))
      .then((rows) => rows[0]);

  it('needs a signed-in user', async () => {
    const response = await report({
      contentType: 'user',
      reportedUserId: author.id,
      reason: 'spam',
    });
    expect(response.statusCode).toBe(401);
  });

  it('files a report on each kind of content, owner derived on the server', async () => {
    const cases = [
      { contentType: 'recipe', contentId: ids.publicRecipe },
      { contentType: 'announcement', contentId: ids.announcement },
      { contentType: 'comment', contentId: ids.comment },
    ];
    for (const target of cases) {
      // A forged reportedUserId is ignored: the report names the content's real owner.
      const response = await report(
        { ...target, reportedUserId: reporter.id, reason: 'spam', description: '  rude  ' },
        reporter,
      );
      expect(response.statusCode, target.contentType).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(Number), status: 'pending' });
      expect(await stored(response.json().id)).toMatchObject({
        ...target,
        reporterId: reporter.id,
        reportedUserId: author.id,
        reason: 'spam',
        description: 'rude',
      });
    }
  });

  it('lets a user without a display name report, and stores a blank description as none', async () => {
    const response = await report(
      { contentType: 'recipe', contentId: ids.publicRecipe, reason: 'other', description: '   ' },
      nameless,
    );
    expect(response.statusCode).toBe(201);
    expect((await stored(response.json().id))?.description).toBeNull();
  });

  it('refuses the same content twice with 409, including a user report', async () => {
    const again = await report(
      { contentType: 'recipe', contentId: ids.publicRecipe, reason: 'violence' },
      reporter,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already reported this content' });

    const user = { contentType: 'user', reportedUserId: author.id, reason: 'harassment' };
    expect((await report(user, reporter)).statusCode).toBe(201);
    expect((await report(user, reporter)).statusCode).toBe(409);
  });

  it('lets one reporter report several different users', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    for (const target of [first, second]) {
      const response = await report(
        { contentType: 'user', reportedUserId: target.id, reason: 'spam' },
        reporter,
      );
      expect(response.statusCode).toBe(201);
    }
  });

  it('answers 404 for content that does not exist or that the reporter cannot see', async () => {
    const cases = [
      [{ contentType: 'recipe', contentId: ids.privateRecipe }, 'Recipe not found'],
      [{ contentType: 'recipe', contentId: 999999 }, 'Recipe not found'],
      [{ contentType: 'announcement', contentId: 999999 }, 'Announcement not found'],
      [{ contentType: 'comment', contentId: 999999 }, 'Comment not found'],
      [{ contentType: 'user', reportedUserId: 'no-such-user' }, 'User not found'],
    ] as const;
    for (const [target, message] of cases) {
      const response = await report({ ...target, reason: 'spam' }, reporter);
      expect(response.statusCode, message).toBe(404);
      expect(response.json()).toEqual({ message });
    }
  });

  it('refuses reporting oneself or one’s own content', async () => {
    const cases = [
      { contentType: 'user', reportedUserId: author.id },
      { contentType: 'recipe', contentId: ids.privateRecipe },
      { contentType: 'announcement', contentId: ids.announcement },
      { contentType: 'comment', contentId: ids.comment },
    ];
    for (const target of cases) {
      const response = await report({ ...target, reason: 'spam' }, author);
      expect(response.statusCode, target.contentType).toBe(400);
      expect(response.json()).toEqual({ message: 'You cannot report your own content' });
    }
  });

  it('refuses a bad payload with 400 and issues', async () => {
    const badReason = await report(
      { contentType: 'recipe', contentId: ids.publicRecipe, reason: 'boring' },
      reporter,
    );
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toMatchObject({
      message: 'Reason required',
      issues: [{ path: 'body.reason', message: 'Reason required' }],
    });

    const long = await report(
      {
        contentType: 'comment',
        contentId: ids.comment,
        reason: 'spam',
        description: 'x'.repeat(501),
      },
      nameless,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Description too long');

    const noId = await report({ contentType: 'recipe', reason: 'spam' }, reporter);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().issues[0].path).toBe('body.contentId');

    const badType = await report({ contentType: 'video', contentId: 1, reason: 'spam' }, reporter);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().issues[0].path).toBe('body.contentType');
  });
});
