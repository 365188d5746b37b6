import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, CommentPage } from '../../../contracts/community.js';
import type { BlockedCook, MutedWord } from '../../../contracts/protection.js';
import { rowsOf } from '../../db/rows.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { createComment, createPost } from '../../test/posts.js';

describe('blocks and muted words', () => {
  let t: TestApp;
  let ann: SignedInUser;
  let troll: SignedInUser;
  let other: SignedInUser;

  const as = (who: SignedInUser, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: { cookie: who.cookie },
    });
  const feedTitles = async (who: SignedInUser, query = '') =>
    (await as(who, 'GET', `/api/announcements/feed?limit=50${query}`))
      .json<Announcement[]>()
      .map((post) => post.title);

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'error' });
    const named = (displayName: string) => signUp(t.app, { displayName, database: t.database });
    [ann, troll, other] = (await Promise.all(['Ann', 'Troll', 'Other'].map(named))) as [
      SignedInUser,
      SignedInUser,
      SignedInUser,
    ];
    await t.database.db.execute(sql`update users set is_public = true`);
  });
  afterAll(() => t.close());

  it("takes a blocked cook's posts and comments out of the blocker's lists and refuses their interactions", async () => {
    const annPost = await createPost(t.app, ann.cookie, { title: "Ann's bread" });
    const trollPost = await createPost(t.app, troll.cookie, { title: 'Troll bait' });
    const trollComment = await createComment(t.app, troll.cookie, annPost.id, 'Nasty');
    await createComment(t.app, other.cookie, annPost.id, 'Lovely');
    expect((await as(troll, 'POST', `/api/users/${ann.id}/follow`)).json()).toEqual({
      following: true,
    });

    const blocked = await as(ann, 'POST', `/api/users/${troll.id}/block`);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ blocked: true });
    expect((await as(ann, 'GET', `/api/users/${troll.id}/block`)).json()).toEqual({
      blocked: true,
    });

    expect(await feedTitles(ann)).not.toContain('Troll bait');
    expect(await feedTitles(other)).toContain('Troll bait');
    const thread = (
      await as(ann, 'GET', `/api/announcements/${annPost.id}/comments`)
    ).json<CommentPage>();
    expect(thread.comments.map((c) => c.content)).toEqual(['Lovely']);
    const profilePosts = await as(ann, 'GET', `/api/announcements/user/${troll.id}`);
    expect(profilePosts.json()).toEqual([]);

    // The follow between them ended; the blocked cook can neither follow, like nor comment.
    expect((await as(troll, 'GET', `/api/users/${ann.id}/following`)).json()).toEqual({
      following: false,
    });
    const refused = "You can't interact with this cook";
    for (const [method, url, body] of [
      ['POST', `/api/users/${ann.id}/follow`],
      ['POST', `/api/announcements/${annPost.id}/like`],
      ['POST', `/api/announcements/${annPost.id}/comments`, { content: 'Hi' }],
    ] as const) {
      const response = await as(troll, method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: refused });
    }
    // A reply to one of the blocker's comments neither.
    const annComment = await createComment(t.app, ann.cookie, trollPost.id, 'Please stop');
    const reply = await as(troll, 'POST', `/api/announcements/${trollPost.id}/comments`, {
      content: 'No',
      parentId: annComment.id,
    });
    expect(reply.statusCode).toBe(403);
    expect((await as(troll, 'POST', `/api/comments/${annComment.id}/like`)).statusCode).toBe(403);
    // The blocker cannot follow whom they blocked either, until they unblock.
    expect((await as(ann, 'POST', `/api/users/${troll.id}/follow`)).statusCode).toBe(403);
    // Others are not touched.
    expect((await as(other, 'POST', `/api/announcements/${annPost.id}/like`)).statusCode).toBe(200);
    expect(trollComment.id).toBeGreaterThan(0);

    const list = (await as(ann, 'GET', '/api/blocks')).json<BlockedCook[]>();
    expect(list).toEqual([expect.objectContaining({ id: troll.id, displayName: 'Troll' })]);
    expect(JSON.stringify(list)).not.toContain('@');

    expect((await as(ann, 'POST', `/api/users/${troll.id}/block`)).json()).toEqual({
      blocked: false,
    });
    expect(await feedTitles(ann)).toContain('Troll bait');
    expect((await as(troll, 'POST', `/api/announcements/${annPost.id}/like`)).statusCode).toBe(200);
    expect((await as(ann, 'GET', '/api/blocks')).json()).toEqual([]);
  });

  it('refuses blocking oneself or nobody', async () => {
    expect((await as(ann, 'POST', `/api/users/${ann.id}/block`)).statusCode).toBe(400);
    expect((await as(ann, 'POST', '/api/users/nobody-here/block')).statusCode).toBe(404);
  });

  it("leaves posts with a muted word out of the cook's feed, up to 50 words", async () => {
    await createPost(t.app, other.cookie, { title: 'Pineapple PIZZA', content: 'yes' });
    await createPost(t.app, other.cookie, { title: 'Plain bread', content: '100% rye' });
    const mute = (phrase: string) => as(ann, 'POST', '/api/mutes', { phrase });

    const pizza = await mute('  pineapple pizza ');
    expect(pizza.statusCode).toBe(201);
    expect(pizza.json()).toMatchObject({ phrase: 'pineapple pizza' });
    expect((await mute('Pineapple Pizza')).statusCode).toBe(409);
    expect((await mute('x')).statusCode).toBe(400);
    expect(await feedTitles(ann)).not.toContain('Pineapple PIZZA');
    expect(await feedTitles(ann, '&sort=popular')).not.toContain('Pineapple PIZZA');
    expect(await feedTitles(other)).toContain('Pineapple PIZZA');
    // % is a character, not a wildcard.
    expect((await mute('0% r')).statusCode).toBe(201);
    expect(await feedTitles(ann)).not.toContain('Plain bread');

    const words = (await as(ann, 'GET', '/api/mutes')).json<MutedWord[]>();
    expect(words.map((word) => word.phrase)).toEqual(['pineapple pizza', '0% r']);
    for (let index = words.length; index < 50; index++) {
      expect((await mute(`word ${index}`)).statusCode).toBe(201);
    }
    const full = await mute('one more');
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ message: 'You can mute at most 50 words or phrases' });

    const first = words[0] as MutedWord;
    expect((await as(ann, 'DELETE', `/api/mutes/${first.id}`)).statusCode).toBe(204);
    expect((await as(other, 'DELETE', `/api/mutes/${first.id}`)).statusCode).toBe(404);
    expect(await feedTitles(ann)).toContain('Pineapple PIZZA');
  });

  it("keeps each cook's count of blocks and muted words exact, which tell a feed page what to test", async () => {
    const named = (displayName: string) => signUp(t.app, { displayName, database: t.database });
    const [kim, lou, max] = (await Promise.all(['Kim', 'Lou', 'Max'].map(named))) as [
      SignedInUser,
      SignedInUser,
      SignedInUser,
    ];
    const loud = await createPost(t.app, lou.cookie, { title: 'Loud stew' });
    const kept = async () =>
      rowsOf<{
        id: string;
        blocks_count: number;
        muted_words_count: number;
        blocks: number;
        mutes: number;
      }>(
        await t.database.db.execute(sql`
          select u.id, u.blocks_count, u.muted_words_count,
                 (select count(*)::int from blocks b where b.blocker_id = u.id) as blocks,
                 (select count(*)::int from muted_words m where m.user_id = u.id) as mutes
            from users u`),
      );
    const countsOf = async (who: SignedInUser) => {
      const row = (await kept()).find((cook) => cook.id === who.id);
      return [row?.blocks_count, row?.muted_words_count];
    };

    for (const cook of [lou, max]) {
      expect((await as(kim, 'POST', `/api/users/${cook.id}/block`)).json()).toMatchObject({
        blocked: true,
      });
    }
    expect((await as(kim, 'POST', '/api/mutes', { phrase: 'stew' })).statusCode).toBe(201);
    expect(await countsOf(kim)).toEqual([2, 1]);
    expect(await feedTitles(kim)).not.toContain('Loud stew');

    // Unblocked, then no longer muted: the cook's post comes back.
    expect((await as(kim, 'POST', `/api/users/${lou.id}/block`)).json()).toMatchObject({
      blocked: false,
    });
    expect(await countsOf(kim)).toEqual([1, 1]);
    expect(await feedTitles(kim)).not.toContain('Loud stew');
    const [word] = (await as(kim, 'GET', '/api/mutes')).json<MutedWord[]>();
    expect((await as(kim, 'DELETE', `/api/mutes/${word?.id}`)).statusCode).toBe(204);
    expect(await countsOf(kim)).toEqual([1, 0]);
    expect(await feedTitles(kim)).toContain(loud.title);

    // A blocked cook who leaves takes the block with them.
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { cookie: max.cookie },
      payload: { password: max.password },
    });
    expect(gone.statusCode).toBe(204);
    expect(await countsOf(kim)).toEqual([0, 0]);
    // And every cook's counts are what their rows say.
    for (const cook of await kept()) {
      expect([cook.blocks_count, cook.muted_words_count], cook.id).toEqual([
        cook.blocks,
        cook.mutes,
      ]);
    }
  });
});
