import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import {
  createTestApp,
  type SignedInUser,
  secondInstance,
  signUp,
  type TestApp,
} from '../../test/harness.js';
import { userRowOf } from '../../test/readers.js';
import { feedPage } from './feed.queries.js';
import type { FeedPageOptions } from './feed-options.js';
import { readerFacts } from './reader-facts.js';

/**
 * "Popular" among one's likes reads only the likes of the top steps, the bands of likes each like
 * carries for its post (decision 058). Whatever the posts' likes, as they rise and fall, page after
 * page it must answer what a plain sort of all the reader's liked posts answers.
 */
describe('popular among one’s likes, read from the top steps', () => {
  let t: TestApp;
  let reader: SignedInUser;
  let author: SignedInUser;
  const LIKERS = 1_100;

  const run = async (query: ReturnType<typeof sql>) => t.database.db.execute(query);
  const postOf = async (title: string) =>
    rowsOf<{ id: number }>(await run(sql`select id from announcements where title = ${title}`))[0]
      ?.id as number;
  const toggle = async (title: string, by: SignedInUser, app = t.app) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/announcements/${await postOf(title)}/like`,
      headers: { cookie: by.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { liked: boolean; likesCount: number };
  };
  /** `n` more likes of the post from cooks who do not like it yet. */
  const addLikes = (title: string, n: number) =>
    run(sql`
      insert into announcement_likes (announcement_id, user_id)
      select a.id, u.id from announcements a
       cross join lateral (
         select u.id from users u
          where u.id like 'liker-%'
            and not exists (select 1 from announcement_likes l
                             where l.announcement_id = a.id and l.user_id = u.id)
          order by u.id limit ${n}) u
       where a.title = ${title}`);
  /** `n` of the post's likes taken back, never the reader's. */
  const dropLikes = (title: string, n: number) =>
    run(sql`
      delete from announcement_likes where id in (
        select l.id from announcement_likes l join announcements a on a.id = l.announcement_id
         where a.title = ${title} and l.user_id like 'liker-%' order by l.id limit ${n})`);

  beforeAll(async () => {
    t = await createTestApp();
    reader = await signUp(t.app, { displayName: 'Reader', database: t.database });
    author = await signUp(t.app, { displayName: 'Author', database: t.database });
    await run(sql`
      insert into users (id, display_name, first_name, is_public)
      select 'liker-' || lpad(g::text, 4, '0'), 'Liker ' || g, 'Liker', true
        from generate_series(1, ${LIKERS}) g`);
    // Likes from 1 to 1024 (2^(g/4)), so every step holds a few posts, with ties at the bottom.
    await run(sql`
      insert into announcements (user_id, title)
      select ${author.id}, 'Post ' || g from generate_series(1, 40) g`);
    await run(sql`
      insert into announcement_likes (announcement_id, user_id)
      select a.id, 'liker-' || lpad(j::text, 4, '0')
        from announcements a
       cross join lateral generate_series(1, floor(power(2, substr(a.title, 6)::int / 4.0))::int) j
       where a.user_id = ${author.id}`);
    // The reader likes all but a few, through the app; one liked post is hidden, one not liked.
    for (let g = 1; g <= 40; g++) {
      if (g % 9 !== 0) await toggle(`Post ${g}`, reader);
    }
    await run(sql`update announcements set hidden_at = now() where title = 'Post 38'`);
  }, 120_000);
  afterAll(() => t?.close());

  /** Every page of the reader's liked posts, most liked first, in pages of `limit`. */
  async function pagedThrough(limit: number, more: Partial<FeedPageOptions> = {}) {
    const facts = await readerFacts(t.database.db, await userRowOf(t.database.db, reader.id));
    const seen: string[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await feedPage(t.database.db, {
        limit,
        before,
        sort: 'popular',
        filter: 'liked',
        viewerId: reader.id,
        reader: facts,
        ...more,
      });
      seen.push(...page.map((post) => `${post.title} (${post.likesCount})`));
      if (page.length < limit) return seen;
      before = page.at(-1)?.id;
    }
  }

  async function plainSort(withheld = false) {
    return rowsOf<{ post: string }>(
      await run(sql`
        select a.title || ' (' || a.likes_count || ')' as post
          from announcement_likes l join announcements a on a.id = l.announcement_id
         where l.user_id = ${reader.id} and (${withheld} or not a.withheld)
         order by a.likes_count desc, a.id desc`),
    ).map((row) => row.post);
  }

  /** Each post keeps the step of its likes, and each like carries its post's step. */
  async function expectStepsKept() {
    const wrong = rowsOf<{ title: string }>(
      await run(sql`
        select a.title from announcements a
         where like_level(a.likes_count) not between a.like_step - 1 and a.like_step
            or a.likes_count <> (select count(*) from announcement_likes l where l.announcement_id = a.id)
            or exists (select 1 from announcement_likes l
                        where l.announcement_id = a.id and l.step <> a.like_step)`),
    );
    expect(wrong).toEqual([]);
  }

  const expectPlainSort = async () => {
    const plain = await plainSort();
    for (const limit of [1, 4, 20]) expect(await pagedThrough(limit)).toEqual(plain);
    expect(await pagedThrough(4, { moderates: true })).toEqual(await plainSort(true));
    await expectStepsKept();
  };

  it('answers every page as a plain sort of the liked posts', async () => {
    const plain = await plainSort();
    expect(plain).toHaveLength(40 - 4 - 1);
    expect(plain[0]).toBe('Post 40 (1025)');
    await expectPlainSort();
  });

  it('stays a plain sort as posts gain and lose likes across their steps', async () => {
    // The most liked falls below a quarter, others climb past many steps, one loses half.
    await dropLikes('Post 40', 800);
    await addLikes('Post 3', 600);
    await addLikes('Post 12', 300);
    await dropLikes('Post 33', 150);
    await expectPlainSort();
    // A post of the second step's edge, and ties with the posts around it.
    await addLikes('Post 7', 1);
    await dropLikes('Post 30', 96);
    await expectPlainSort();
  });

  it('moves a post’s step up at once, and down only when its likes halve', async () => {
    const stepOf = async (title: string) =>
      rowsOf<{ step: number; likes: number }>(
        await run(
          sql`select like_step as step, likes_count as likes from announcements where title = ${title}`,
        ),
      )[0];
    const other = await signUp(t.app, { displayName: 'Other', database: t.database });
    // Post 24 has 65 likes (the reader's among them): step 6. The 128th like makes it 7; taking
    // that one back leaves 7.
    expect(await stepOf('Post 24')).toEqual({ step: 6, likes: 65 });
    await addLikes('Post 24', 62);
    expect((await toggle('Post 24', other)).likesCount).toBe(128);
    expect(await stepOf('Post 24')).toEqual({ step: 7, likes: 128 });
    expect((await toggle('Post 24', other)).likesCount).toBe(127);
    expect(await stepOf('Post 24')).toEqual({ step: 7, likes: 127 });
    // Down to 63 likes (level 5, two below): step 6, the level and one more.
    await dropLikes('Post 24', 64);
    expect(await stepOf('Post 24')).toEqual({ step: 6, likes: 63 });
    await expectPlainSort();
  });

  it('keeps the steps under likes and unlikes at once, on two instances, across a step’s edge', async () => {
    const other = await secondInstance(t);
    try {
      const cooks = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          signUp(t.app, { displayName: `Toggler ${i}`, database: t.database }),
        ),
      );
      const [first, second, ...rest] = cooks as [SignedInUser, SignedInUser, ...SignedInUser[]];
      for (const round of [1, 2, 3]) {
        // 127 likes (step 6); two take theirs back while eight like: the 128th like rewrites the
        // post's likes while likes of it are being deleted.
        const title = `Edge ${round}`;
        await run(sql`insert into announcements (user_id, title) values (${author.id}, ${title})`);
        await addLikes(title, 125);
        await toggle(title, first);
        await toggle(title, second);
        await Promise.all(cooks.map((cook, i) => toggle(title, cook, i % 2 ? other.app : t.app)));
        const [{ likes, step }] = rowsOf<{ likes: number; step: number }>(
          await run(
            sql`select likes_count as likes, like_step as step from announcements where title = ${title}`,
          ),
        ) as [{ likes: number; step: number }];
        expect({ likes, step }).toEqual({ likes: 125 + rest.length, step: 7 });
      }
      await expectStepsKept();
    } finally {
      await other.close();
    }
  });
});
