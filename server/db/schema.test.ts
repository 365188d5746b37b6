import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/harness.js';
import type { Db } from './client.js';
import {
  announcementLikes,
  announcements,
  commentLikes,
  comments,
  follows,
  recipes,
  reports,
  users,
} from './schema/index.js';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database?.dispose());

/** The database refused the row for exactly this reason (Drizzle wraps the driver's error). */
const violation = (reason: { code: string; constraint?: string; column?: string }) =>
  expect.objectContaining({ cause: expect.objectContaining(reason) });
const [UNIQUE, FOREIGN_KEY, NOT_NULL, CHECK] = ['23505', '23503', '23502', '23514'];

async function newUser(): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({ id, email: `${id}@example.com` });
  return id;
}

const soup = { title: 'Soup', ingredients: ['1 cup water'], instructions: ['Boil'] };
const recipe = (userId: string, extra: Partial<typeof recipes.$inferInsert> = {}) =>
  db
    .insert(recipes)
    .values({ ...soup, userId, ...extra })
    .returning();

/** The id of the one row an insert returned. */
async function idOf(insert: PromiseLike<{ id: number }[]>): Promise<number> {
  const [row] = await insert;
  if (!row) throw new Error('the insert returned no row');
  return row.id;
}

const newAnnouncement = (userId: string) =>
  idOf(db.insert(announcements).values({ userId, title: 'News' }).returning());
const newComment = (announcementId: number, userId: string, parentId?: number) =>
  idOf(db.insert(comments).values({ announcementId, userId, parentId, content: 'Hi' }).returning());

const likePost = (announcementId: number, userId: string) =>
  db.insert(announcementLikes).values({ announcementId, userId });
const likeComment = (commentId: number, userId: string) =>
  db.insert(commentLikes).values({ commentId, userId });
const follow = (followerId: string, followingId: string) =>
  db.insert(follows).values({ followerId, followingId });

const commentIds = async (ids: number[]) =>
  (await db.select().from(comments).where(inArray(comments.id, ids))).map((row) => row.id);

describe('users', () => {
  it('refuses a second account with the same email', async () => {
    const email = `${randomUUID()}@example.com`;
    await db.insert(users).values({ id: randomUUID(), email });
    await expect(db.insert(users).values({ id: randomUUID(), email })).rejects.toThrow(
      violation({ code: UNIQUE, constraint: 'users_email_unique' }),
    );
    await db.insert(users).values({ id: randomUUID(), email: `other-${email}` });
  });
});

describe('recipes', () => {
  it('require an existing user', async () => {
    await expect(
      db.insert(recipes).values({ ...soup, userId: null as unknown as string }),
    ).rejects.toThrow(violation({ code: NOT_NULL, column: 'user_id' }));
    await expect(db.insert(recipes).values({ ...soup, userId: randomUUID() })).rejects.toThrow(
      violation({ code: FOREIGN_KEY }),
    );
    await expect(recipe(await newUser())).resolves.toHaveLength(1);
  });

  it('are deleted with their owner, and only theirs', async () => {
    const [owner, other] = [await newUser(), await newUser()];
    await recipe(owner);
    await recipe(owner);
    const kept = await idOf(recipe(other));
    await db.delete(users).where(eq(users.id, owner));
    expect(await db.$count(recipes, eq(recipes.userId, owner))).toBe(0);
    const left = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.userId, other));
    expect(left).toEqual([{ id: kept }]);
  });

  it('accept only easy, medium or hard as difficulty (or none)', async () => {
    const owner = await newUser();
    for (const difficulty of ['easy', 'medium', 'hard', null]) {
      await expect(recipe(owner, { difficulty })).resolves.toHaveLength(1);
    }
    for (const difficulty of ['extreme', '']) {
      await expect(recipe(owner, { difficulty })).rejects.toThrow(
        violation({ code: CHECK, constraint: 'recipes_difficulty_check' }),
      );
    }
  });
});

describe('comments', () => {
  it('are deleted with their announcement', async () => {
    const author = await newUser();
    const [doomed, kept] = [await newAnnouncement(author), await newAnnouncement(author)];
    const top = await newComment(doomed, author);
    const doomedIds = [top, await newComment(doomed, author, top)];
    const keptId = await newComment(kept, author);
    await db.delete(announcements).where(eq(announcements.id, doomed));
    expect(await commentIds([...doomedIds, keptId])).toEqual([keptId]);
  });

  it('take their replies, replies of replies and their likes with them', async () => {
    const author = await newUser();
    const post = await newAnnouncement(author);
    const parent = await newComment(post, author);
    const reply = await newComment(post, author, parent);
    const nested = await newComment(post, author, reply);
    const sibling = await newComment(post, author);
    const siblingReply = await newComment(post, author, sibling);
    await likeComment(nested, author);

    await db.delete(comments).where(eq(comments.id, parent));

    expect(await commentIds([parent, reply, nested, sibling, siblingReply])).toEqual([
      sibling,
      siblingReply,
    ]);
    expect(await db.$count(commentLikes, eq(commentLikes.commentId, nested))).toBe(0);
  });
});

describe('likes', () => {
  it('count once per announcement and user', async () => {
    const [fan, other] = [await newUser(), await newUser()];
    const [post, otherPost] = [await newAnnouncement(fan), await newAnnouncement(fan)];
    await likePost(post, fan);
    await expect(likePost(post, fan)).rejects.toThrow(
      violation({ code: UNIQUE, constraint: 'announcement_likes_announcement_user_key' }),
    );
    await likePost(post, other);
    await likePost(otherPost, fan);
  });

  it('count once per comment and user', async () => {
    const [fan, other] = [await newUser(), await newUser()];
    const post = await newAnnouncement(fan);
    const [comment, otherComment] = [await newComment(post, fan), await newComment(post, fan)];
    await likeComment(comment, fan);
    await expect(likeComment(comment, fan)).rejects.toThrow(
      violation({ code: UNIQUE, constraint: 'comment_likes_comment_user_key' }),
    );
    await likeComment(comment, other);
    await likeComment(otherComment, fan);
  });
});

describe('follows', () => {
  it('are unique per follower and followed user, in each direction', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await follow(a, b);
    await expect(follow(a, b)).rejects.toThrow(
      violation({ code: UNIQUE, constraint: 'follows_follower_following_key' }),
    );
    await follow(b, a);
  });

  it('refuse following oneself', async () => {
    const a = await newUser();
    await expect(follow(a, a)).rejects.toThrow(
      violation({ code: CHECK, constraint: 'follows_not_self_check' }),
    );
  });

  it('are deleted with either user', async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()];
    await follow(a, b);
    await follow(b, c);
    await follow(c, a);
    await follow(a, c);
    await db.delete(users).where(eq(users.id, b));
    const left = await db
      .select()
      .from(follows)
      .where(inArray(follows.followerId, [a, b, c]));
    expect(left.map((row) => `${row.followerId}>${row.followingId}`).sort()).toEqual(
      [`${c}>${a}`, `${a}>${c}`].sort(),
    );
  });
});

describe('reports', () => {
  const report = (reporterId: string, contentType: string, contentId: number | null) =>
    db.insert(reports).values({ reporterId, contentType, contentId, reason: 'spam' }).returning();
  const duplicate = violation({ code: UNIQUE, constraint: 'reports_reporter_content_key' });

  it('are unique per reporter, content type and content id', async () => {
    const [reporter, other] = [await newUser(), await newUser()];
    await report(reporter, 'comment', 7);
    await expect(report(reporter, 'comment', 7)).rejects.toThrow(duplicate);
    await report(reporter, 'comment', 8);
    await report(reporter, 'recipe', 7);
    await report(other, 'comment', 7);
  });

  it('are unique also when there is no content id (NULLS NOT DISTINCT)', async () => {
    const [reporter, other] = [await newUser(), await newUser()];
    await report(reporter, 'user', null);
    await expect(report(reporter, 'user', null)).rejects.toThrow(duplicate);
    await report(other, 'user', null);
  });

  it('accept only the four content types', async () => {
    const reporter = await newUser();
    for (const contentType of ['announcement', 'comment', 'user', 'recipe']) {
      await expect(report(reporter, contentType, 1)).resolves.toHaveLength(1);
    }
    for (const contentType of ['post', 'Recipe']) {
      await expect(report(reporter, contentType, 1)).rejects.toThrow(
        violation({ code: CHECK, constraint: 'reports_content_type_check' }),
      );
    }
  });

  it("start as 'pending'", async () => {
    const [row] = await report(await newUser(), 'announcement', 3);
    expect(row?.status).toBe('pending');
  });
});

describe('indexes', () => {
  it('exist for the lists later features page through', async () => {
    const expected = [
      'recipes_user_id_idx ON recipes (user_id, id)',
      'announcements_popular_idx ON announcements (likes_count, id)',
      'announcements_user_idx ON announcements (user_id, id) INCLUDE (withheld)',
      'announcements_like_order_idx ON announcements (id) INCLUDE (likes_count, withheld, user_id)',
      'comments_top_level_idx ON comments (announcement_id, created_at, id) WHERE (parent_id IS NULL)',
      'comments_parent_idx ON comments (parent_id, created_at, id)',
      'session_expire_idx ON session (expire)',
    ];
    const names = expected.map((definition) => definition.split(' ')[0]);
    // Both drivers answer with { rows }; the driver-neutral Db type does not say so.
    const { rows } = (await db.execute(
      sql`select indexdef from pg_indexes
          where schemaname = current_schema() and indexname in ${names}`,
    )) as unknown as { rows: { indexdef: string }[] };
    const found = rows.map((row) =>
      row.indexdef
        .replace(/^CREATE INDEX /, '')
        .replace(/ON \w+\./, 'ON ')
        .replace(' USING btree', ''),
    );
    expect(found.sort()).toEqual([...expected].sort());
  });
});
