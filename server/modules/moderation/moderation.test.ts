import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationPage } from '../../../contracts/moderation.js';
import { rowsOf } from '../../db/rows.js';
import { announcements, comments, users } from '../../db/schema/index.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';

const BOSS = 'Boss@Example.com';

describe('moderation', () => {
  let t: TestApp;
  let boss: SignedInUser;
  let mod: SignedInUser;
  let author: SignedInUser;
  let reporters: SignedInUser[];
  let postId: number;
  let commentId: number;

  const as = (who: SignedInUser | null, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: who ? { cookie: who.cookie } : {},
    });
  const report = (who: SignedInUser, body: Record<string, unknown>) =>
    as(who, 'POST', '/api/reports', body);
  const queue = async (who: SignedInUser, query = '') => {
    const response = await as(who, 'GET', `/api/moderation/reports${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<ModerationPage>();
  };
  const act = (who: SignedInUser, body: Record<string, unknown>) =>
    as(who, 'POST', '/api/moderation/actions', body);

  beforeAll(async () => {
    t = await createTestApp({
      ADMIN_EMAILS: ` ${BOSS.toLowerCase()} , someone@else.org`,
      LOG_LEVEL: 'error',
    });
    const named = (displayName: string, email?: string) =>
      signUp(t.app, { displayName, database: t.database, ...(email ? { email } : {}) });
    boss = await named('Boss', BOSS);
    mod = await named('Mo Derator');
    author = await named('Spammy Sam');
    reporters = await Promise.all(['Ann', 'Ben', 'Cat'].map((name) => named(name)));
    const [post] = await t.database.db
      .insert(announcements)
      .values({ userId: author.id, title: 'Buy cheap pans' })
      .returning();
    if (!post) throw new Error('no post');
    postId = post.id;
    const [comment] = await t.database.db
      .insert(comments)
      .values({ announcementId: post.id, userId: author.id, content: 'Click my link' })
      .returning();
    if (!comment) throw new Error('no comment');
    commentId = comment.id;
  });
  afterAll(() => t.close());

  it('lets an administrator make a moderator, found by display name, and list the team', async () => {
    const found = await as(boss, 'GET', '/api/admin/users?q=DERAT');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([expect.objectContaining({ id: mod.id, role: 'user' })]);
    expect((await as(boss, 'GET', '/api/admin/users?q=de')).statusCode).toBe(400);

    const made = await as(boss, 'PUT', `/api/admin/users/${mod.id}/role`, { role: 'moderator' });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ id: mod.id, displayName: 'Mo Derator', role: 'moderator' });
    const team = (await as(boss, 'GET', '/api/admin/users')).json<{ id: string; role: string }[]>();
    expect(team.map(({ id, role }) => [id, role])).toEqual(
      expect.arrayContaining([
        [boss.id, 'admin'],
        [mod.id, 'moderator'],
      ]),
    );
    expect(team.some(({ id }) => id === author.id)).toBe(false);
    // Administrators come from the settings; a moderator reaches none of this.
    const demote = await as(boss, 'PUT', `/api/admin/users/${boss.id}/role`, { role: 'user' });
    expect(demote.statusCode).toBe(403);
    expect((await as(mod, 'GET', '/api/admin/users')).statusCode).toBe(404);
    expect((await as(mod, 'GET', '/api/auth/user')).json()).toMatchObject({ role: 'moderator' });
  });

  it('lists reported things a case each, most reported first, with reasons and reports', async () => {
    for (const [index, who] of reporters.entries()) {
      const response = await report(who, {
        contentType: 'announcement',
        contentId: postId,
        reason: index === 2 ? 'other' : 'spam',
        description: index === 2 ? 'Same post everywhere' : undefined,
      });
      expect(response.statusCode).toBe(201);
    }
    await report(reporters[0] as SignedInUser, {
      contentType: 'comment',
      contentId: commentId,
      reason: 'spam',
    });
    await report(reporters[1] as SignedInUser, {
      contentType: 'user',
      reportedUserId: author.id,
      reason: 'harassment',
    });

    const page = await queue(mod);
    expect(page.hasMore).toBe(false);
    expect(page.items.map((item) => [item.contentType, item.reportsCount])).toEqual([
      ['announcement', 3],
      ['comment', 1],
      ['user', 1],
    ]);
    const [post, comment, profile] = page.items;
    expect(post).toMatchObject({
      contentId: postId,
      status: 'pending',
      reasons: { spam: 2, other: 1 },
      reportedUser: {
        id: author.id,
        displayName: 'Spammy Sam',
        role: 'user',
        suspendedUntil: null,
      },
      content: { title: 'Buy cheap pans', announcementId: null },
    });
    expect(post?.reports).toHaveLength(3);
    expect(post?.reports[0]).toMatchObject({
      reporter: { displayName: 'Cat' },
      reason: 'other',
      description: 'Same post everywhere',
    });
    expect(JSON.stringify(page)).not.toContain('@example.com');
    expect(comment?.content).toMatchObject({
      title: 'Buy cheap pans',
      text: 'Click my link',
      announcementId: postId,
    });
    expect(profile?.content).toMatchObject({ title: 'Spammy Sam' });

    const comments = await queue(mod, '?contentType=comment');
    expect(comments.items.map((item) => item.contentId)).toEqual([commentId]);
    expect((await as(mod, 'GET', '/api/moderation/reports?status=open')).statusCode).toBe(400);
  });

  it('refuses an action without a reason, or on oneself, or by a moderator on an administrator', async () => {
    const noReason = await act(mod, {
      action: 'dismiss',
      contentType: 'comment',
      contentId: commentId,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toEqual([
      { path: 'body.reason', message: 'Reason is required' },
    ]);
    const tooLong = await act(mod, {
      action: 'suspend',
      userId: author.id,
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    const badDays = await act(mod, {
      action: 'suspend',
      userId: author.id,
      reason: 'spam',
      days: 3,
    });
    expect(badDays.statusCode).toBe(400);

    const self = await act(mod, { action: 'suspend', userId: mod.id, reason: 'why not' });
    expect(self.statusCode).toBe(403);
    const onAdmin = await act(mod, { action: 'suspend', userId: boss.id, reason: 'coup' });
    expect(onAdmin.statusCode).toBe(403);
    expect(onAdmin.json()).toEqual({ message: "You can't act on an administrator" });
    const gone = await act(mod, {
      action: 'dismiss',
      contentType: 'announcement',
      contentId: 999_999,
      reason: 'x',
    });
    expect(gone.statusCode).toBe(404);
  });

  it('dismisses every pending report of an item at once, into the dismissed list', async () => {
    const response = await act(mod, {
      action: 'dismiss',
      contentType: 'comment',
      contentId: commentId,
      reason: 'A link to a recipe, not spam',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      action: 'dismiss',
      moderator: { id: mod.id, displayName: 'Mo Derator' },
      user: { id: author.id },
      contentType: 'comment',
      contentId: commentId,
      reason: 'A link to a recipe, not spam',
      until: null,
    });
    expect((await queue(mod)).items.map((item) => item.contentType)).toEqual([
      'announcement',
      'user',
    ]);
    const dismissed = await queue(mod, '?status=dismissed');
    expect(dismissed.items).toEqual([
      expect.objectContaining({ contentId: commentId, status: 'dismissed' }),
    ]);
    // Nothing left to dismiss a second time.
    const again = await act(mod, {
      action: 'dismiss',
      contentType: 'comment',
      contentId: commentId,
      reason: 'x',
    });
    expect(again.statusCode).toBe(404);
  });

  it('suspends the author: signed out at once, refused at sign-in with until when, until lifted', async () => {
    const suspended = await act(mod, {
      action: 'suspend',
      userId: author.id,
      contentType: 'announcement',
      contentId: postId,
      days: 7,
      reason: 'Spam, three times',
    });
    expect(suspended.statusCode, suspended.body).toBe(201);
    const until = new Date(suspended.json().until).getTime();
    expect(Math.abs(until - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);

    expect((await as(author, 'GET', '/api/recipes')).statusCode).toBe(401);
    const signIn = await as(null, 'POST', '/api/login', {
      email: author.email,
      password: author.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toMatch(
      /^This account is suspended until \d{1,2} \w+ \d{4} at \d\d:\d\d UTC$/,
    );

    const actioned = await queue(mod, '?status=actioned');
    expect(actioned.items).toEqual([
      expect.objectContaining({ contentId: postId, status: 'actioned' }),
    ]);
    const [profileCase] = (await queue(mod)).items;
    expect(profileCase?.reportedUser.suspendedUntil).toBe(new Date(until).toISOString());

    const forever = await act(mod, { action: 'suspend', userId: author.id, reason: 'Again' });
    expect(forever.json().until).toBeNull();
    const refused = await as(null, 'POST', '/api/login', {
      email: author.email,
      password: author.password,
    });
    expect(refused.json()).toEqual({ message: 'This account is suspended until further notice' });

    const lifted = await act(mod, { action: 'lift', userId: author.id, reason: 'Appeal accepted' });
    expect(lifted.statusCode).toBe(201);
    const back = await as(null, 'POST', '/api/login', {
      email: author.email,
      password: author.password,
    });
    expect(back.statusCode).toBe(200);
  });

  it('shows the audit log to administrators, newest first, a page at a time', async () => {
    const log = await as(boss, 'GET', '/api/moderation/log');
    expect(log.statusCode).toBe(200);
    const entries = log.json<{ id: number; action: string; reason: string }[]>();
    expect(entries.map((entry) => entry.action)).toEqual(['lift', 'suspend', 'suspend', 'dismiss']);
    const older = await as(boss, 'GET', `/api/moderation/log?before=${entries[1]?.id}`);
    expect(older.json().map((entry: { action: string }) => entry.action)).toEqual([
      'suspend',
      'dismiss',
    ]);
    expect((await as(mod, 'GET', '/api/moderation/log')).statusCode).toBe(404);
  });

  it('keeps a case counting the reports left when a reporter deletes their account', async () => {
    const [caseRow] = rowsOf<{ reports_count: number; reasons: Record<string, number> }>(
      await t.database.db.execute(
        sql`select reports_count, reasons from report_cases where content_type = 'user' and status = 'pending'`,
      ),
    );
    expect(caseRow).toEqual({ reports_count: 1, reasons: { harassment: 1 } });
    await t.database.db.delete(users).where(eq(users.id, (reporters[1] as SignedInUser).id));
    expect((await queue(mod)).items).toEqual([]);
  });
});
