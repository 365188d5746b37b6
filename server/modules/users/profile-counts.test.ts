import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import {
  createTestApp,
  type SignedInUser,
  secondInstance,
  signUp,
  type TestApp,
} from '../../test/harness.js';
import { createPost } from '../../test/posts.js';
import { createRecipe } from '../../test/recipes.js';

/**
 * The counts a profile shows are kept in the users row (decision 016): they must equal count(*) of
 * the rows they count after anything — concurrent follows and unfollows on two instances, mutual
 * follows at the same moment, recipes turning public or private, posts, deleted accounts.
 */
describe('kept profile counts', () => {
  let t: TestApp;
  let star: SignedInUser;
  let fans: SignedInUser[];
  beforeAll(async () => {
    t = await createTestApp();
    star = await signUp(t.app, { displayName: 'Star', database: t.database });
    fans = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        signUp(t.app, { displayName: `Fan ${i}`, database: t.database }),
      ),
    );
    await t.database.db.update(users).set({ isPublic: true });
  });
  afterAll(() => t.close());

  /** Users whose kept counts differ from the rows they count. */
  async function drifted(): Promise<unknown[]> {
    const result = await t.database.db.execute(sql`
      select u.id, u.followers_count, u.following_count, u.recipes_count, u.public_recipes_count,
             u.posts_count
        from users u
       where u.followers_count <> (select count(*) from follows f where f.following_id = u.id)
          or u.following_count <> (select count(*) from follows f where f.follower_id = u.id)
          or u.recipes_count <> (select count(*) from recipes r where r.user_id = u.id)
          or u.public_recipes_count <> (select count(*) from recipes r where r.user_id = u.id and r.is_public)
          or u.posts_count <> (select count(*) from announcements a where a.user_id = u.id)`);
    return (result as unknown as { rows: unknown[] }).rows;
  }
  const profile = async (id: string) =>
    (await t.app.inject({ url: `/api/users/${id}/profile` })).json();

  it('follow toggles from many users on two instances, mutual ones included', async () => {
    const other = await secondInstance(t);
    try {
      const toggle = (who: SignedInUser, target: string, i: number) =>
        (i % 2 ? other.app : t.app).inject({
          method: 'POST',
          url: `/api/users/${target}/follow`,
          headers: { cookie: who.cookie },
        });
      // Every fan follows the star (twice for even fans: on, off, on), and pairs of fans follow
      // each other at the same moment.
      const answers = await Promise.all(
        fans.flatMap((fan, i) => [
          toggle(fan, star.id, i),
          ...(i % 2 === 0 ? [toggle(fan, star.id, i + 1), toggle(fan, star.id, i)] : []),
          toggle(fan, (fans[i ^ 1] as SignedInUser).id, i),
        ]),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      expect(await drifted()).toEqual([]);
      expect((await profile(star.id)).followersCount).toBe(16);
      expect((await profile((fans[0] as SignedInUser).id)).followingCount).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('public recipes count only while public, through edits and deletes', async () => {
    const cook = fans[3] as SignedInUser;
    await createRecipe(t.app, cook.cookie, { isPublic: true });
    const flipping = await createRecipe(t.app, cook.cookie, { isPublic: false });
    expect((await profile(cook.id)).recipesCount).toBe(1);
    await t.database.db.execute(sql`update recipes set is_public = true where id = ${flipping.id}`);
    expect((await profile(cook.id)).recipesCount).toBe(2);
    // An edit that keeps it public changes nothing.
    await t.database.db.execute(
      sql`update recipes set title = 'Renamed' where user_id = ${cook.id}`,
    );
    expect((await profile(cook.id)).recipesCount).toBe(2);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/recipes/${flipping.id}`,
      headers: { cookie: cook.cookie },
    });
    expect((await profile(cook.id)).recipesCount).toBe(1);
    expect(await drifted()).toEqual([]);
  });

  it('posts, and a deleted account taking its follows out of everyone’s counts', async () => {
    const leaving = fans[5] as SignedInUser;
    await createPost(t.app, leaving.cookie);
    expect((await profile(leaving.id)).postsCount).toBe(1);
    const followers = (await profile(star.id)).followersCount as number;
    await t.database.db.delete(users).where(eq(users.id, leaving.id));
    expect((await profile(star.id)).followersCount).toBe(followers - 1);
    expect(await drifted()).toEqual([]);
  });
});
