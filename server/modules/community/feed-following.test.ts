import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_SORTS, type FeedSort } from '../../../contracts/community.js';
import { rowsOf } from '../../db/rows.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { feedPage, readerFacts } from './feed.queries.js';

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

  for (const sort of FEED_SORTS) {
    it(`${sort}: every page as a plain sort of the followed cooks' shown posts`, async () => {
      const facts = await readerFacts(t.database.db, reader.id);
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
        });
        seen.push(...page.map((post) => post.title));
        if (page.length < 4) break;
        before = page.at(-1)?.id;
      }
      const plain = rowsOf<{ title: string }>(
        await t.database.db.execute(
          sql.raw(`select title from announcements
                    where user_id in (select following_id from follows
                                       where follower_id = '${reader.id}')
                      and hidden_at is null
                    order by ${ORDER[sort]}`),
        ),
      ).map((row) => row.title);
      expect(plain).toHaveLength(90 - 7 - 1);
      expect(seen).toEqual(plain);
    });
  }
});
