import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_SORTS, type FeedSort } from '../../../contracts/community.js';
import { rowsOf } from '../../db/rows.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { userRowOf } from '../../test/readers.js';
import { feedPage } from './feed.queries.js';
import type { FeedPageOptions } from './feed-options.js';
import { readerFacts } from './reader-facts.js';

/**
 * The followed cooks' feed of a reader who follows few of many cooks is gathered in two steps:
 * each followed cook's best post, then only the best few cooks' posts. Whoever's posts lead, page
 * after page, it must answer what a plain sort of all the followed cooks' posts answers.
 */
describe("the followed cooks' feed, gathered from their own indexes", () => {
  let t: TestApp;
  let reader: SignedInUser;
  const cooks: SignedInUser[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    reader = await signUp(t.app, { displayName: 'Reader', database: t.database });
    for (const name of ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo']) {
      cooks.push(await signUp(t.app, { displayName: name, database: t.database }));
    }
    const [ana, bo, cy, di, ed, flo] = cooks.map((cook) => cook.id);
    // Interleaved, with one cook's posts leading for long stretches in each order, likes that
    // tie across cooks, a withheld post, and a cook the reader does not follow (Flo).
    await t.database.db.execute(sql`
      insert into announcements (user_id, title, likes_count)
      select case when g <= 20 then ${ana}
                  when g % 7 = 0 then ${bo}
                  when g % 5 = 0 then ${cy}
                  when g % 3 = 0 then ${di}
                  when g % 4 = 0 then ${flo}
                  else ${ed} end,
             'Post ' || g, (g * 13) % 9
        from generate_series(1, 90) g`);
    await t.database.db.execute(
      sql`update announcements set hidden_at = now() where title = 'Post 35'`,
    );
    await t.database.db.execute(sql`update users set is_public = true`);
    for (const cook of [ana, bo, cy, di, ed]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/users/${cook}/follow`,
        headers: { cookie: reader.cookie },
      });
      expect(response.statusCode).toBe(200);
    }
  }, 60_000);
  afterAll(() => t?.close());

  const ORDER: Record<FeedSort, string> = {
    newest: 'id desc',
    oldest: 'id asc',
    popular: 'likes_count desc, id desc',
  };

  /** Every page of the reader's "following" feed in `sort` order, pages of 4. */
  async function pagedThrough(sort: FeedSort, more: Partial<FeedPageOptions> = {}) {
    const facts = await readerFacts(t.database.db, await userRowOf(t.database.db, reader.id));
    const seen: string[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await feedPage(t.database.db, {
        limit: 4,
        before,
        sort,
        filter: 'following',
        viewerId: reader.id,
        // Few of many: gathered at once, never walked.
        reader: { ...facts, followedShare: 0.0001 },
        ...more,
      });
      seen.push(...page.map((post) => post.title));
      if (page.length < 4) return seen;
      before = page.at(-1)?.id;
    }
  }

  /** The followed cooks' posts by a plain sort; a moderator's include the withheld ones. */
  async function plainSort(sort: FeedSort, withheld = false) {
    return rowsOf<{ title: string }>(
      await t.database.db.execute(
        sql.raw(`select title from announcements
                  where user_id in (select following_id from follows
                                     where follower_id = '${reader.id}')
                    ${withheld ? '' : 'and not withheld'}
                  order by ${ORDER[sort]}`),
      ),
    ).map((row) => row.title);
  }

  for (const sort of FEED_SORTS) {
    it(`${sort}: every page as a plain sort of the followed cooks' shown posts`, async () => {
      const plain = await plainSort(sort);
      expect(plain).toHaveLength(90 - 7 - 1);
      expect(await pagedThrough(sort)).toEqual(plain);
      // Read from each cook's own index rather than the best posts kept for them: a moderator
      // (who sees withheld posts too) and a search.
      expect(await pagedThrough(sort, { moderates: true })).toEqual(await plainSort(sort, true));
      expect(await pagedThrough(sort, { q: 'post' })).toEqual(plain);
    });
  }

  it('stays a plain sort as posts are liked, unliked, withheld, restored, deleted and made', async () => {
    const [ana, bo, cy] = cooks as [SignedInUser, SignedInUser, SignedInUser];
    const postOf = async (title: string) =>
      rowsOf<{ id: number }>(
        await t.database.db.execute(sql`select id from announcements where title = ${title}`),
      )[0]?.id;
    const like = async (title: string, by: SignedInUser) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/announcements/${await postOf(title)}/like`,
        headers: { cookie: by.cookie },
      });
      expect(response.statusCode).toBe(200);
    };
    // Each change last for its cook, so no later one puts their row right by the way.
    // Bo posts again: their newest. Cy's first and a later post go.
    await t.database.db.execute(
      sql`insert into announcements (user_id, title) values (${bo.id}, 'Post 91')`,
    );
    await t.database.db.execute(
      sql`delete from announcements where title in ('Post 25', 'Post 80')`,
    );
    // Ana's post goes and comes back; Ed's latest goes.
    await t.database.db.execute(
      sql`update announcements set removed_reason = 'spam' where title in ('Post 20', 'Post 89')`,
    );
    await t.database.db.execute(
      sql`update announcements set removed_reason = null where title = 'Post 20'`,
    );
    // Bo's "Post 42" becomes the most liked of all, then loses a like again.
    for (const by of [reader, ana, cy, ...cooks.slice(3)]) await like('Post 42', by);
    await like('Post 42', cy);
    for (const sort of FEED_SORTS) {
      const plain = await plainSort(sort);
      expect(plain).toHaveLength(90 - 7 - 1 - 1 - 2 + 1);
      expect(await pagedThrough(sort)).toEqual(plain);
    }
    expect((await pagedThrough('popular'))[0]).toBe('Post 42');
    // What each cook's row keeps is what their posts say.
    const kept = rowsOf<{ stale: number }>(
      await t.database.db.execute(sql`
        select count(*)::int as stale from users u
         where (u.latest_post_id, u.first_post_id, u.top_post_id, u.top_post_likes)
               is distinct from (
                 (select max(id) from announcements where user_id = u.id and not withheld),
                 (select min(id) from announcements where user_id = u.id and not withheld),
                 (select id from announcements where user_id = u.id and not withheld
                   order by likes_count desc, id desc limit 1),
                 (select likes_count from announcements where user_id = u.id and not withheld
                   order by likes_count desc, id desc limit 1))`),
    );
    expect(kept[0]?.stale).toBe(0);
  });
});
