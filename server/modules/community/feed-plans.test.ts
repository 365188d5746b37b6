import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_SORTS } from '../../../contracts/community.js';
import { rowsOf } from '../../db/rows.js';
import type { TestDatabase } from '../../test/harness.js';
import {
  analyzedNodes,
  expectIndexed as expectPlanIndexed,
  reads,
  settlesOnGenericPlan,
} from '../../test/plans.js';
import { createSeededCommunity } from '../../test/seeded-community.js';
import { commentPageQuery } from './comments.queries.js';
import { feedPageQuery, preparedFeedPage } from './feed.queries.js';
import type { FeedPageOptions } from './feed-options.js';

/**
 * Every list the community screens read is served by an index in its own order: EXPLAIN each
 * statement the app runs on a seeded community and fail on a Seq Scan of a big table or a Sort
 * that has to read one. A plan survives refactors better than a timing (decision 014); the bench
 * checks the same plans at 1 M posts.
 */
describe('community list plans on seeded data', () => {
  let database: TestDatabase;
  const viewer = 'seed-7';

  beforeAll(async () => {
    database = await createSeededCommunity();
  }, 180_000);
  afterAll(() => database?.dispose());

  const expectIndexed = (query: SQL, sortAllowed: boolean | 'planned' = false) =>
    expectPlanIndexed(database.db, query, sortAllowed);

  const feed = (options: Partial<FeedPageOptions>) =>
    feedPageQuery({ limit: 20, sort: 'newest', filter: 'all', viewerId: null, ...options });

  for (const sort of FEED_SORTS) {
    it(`the general feed, ${sort}, first and later pages`, async () => {
      await expectIndexed(feed({ sort }));
      await expectIndexed(feed({ sort, before: 12_345 }));
      await expectIndexed(feed({ sort, viewerId: viewer, before: 12_345 }));
    });

    it(`a profile's posts, ${sort}: along the author's own index`, async () => {
      // Not the whole table's index filtered for the author: for a prolific author whose posts
      // are old that walk reads most of the table.
      for (const before of [undefined, 12_345]) {
        const text = await expectIndexed(feed({ sort, authorId: 'seed-42', before }));
        expect(text).toMatch(/announcements_user(_popular)?_idx/);
        expect(text).not.toContain('announcements_popular_idx');
        // The posts by id (the primary key, or the index that carries their likes by id) only to
        // look up the cursor's post, for "popular".
        if (!(sort === 'popular' && before)) {
          expect(text).not.toMatch(/announcements_(pkey|like_order_idx)/);
        }
      }
    });

    it(`the following filter, ${sort}: first a bounded walk of the page order`, async () => {
      const text = await expectIndexed(
        feed({ sort, filter: 'following', viewerId: viewer, plan: 'walk' }),
      );
      expect(text).toMatch(/Limit\n.*Index Scan.*announcements_(pkey|popular_idx)/s);
      expect(text).toContain('follows_follower_following_key');
    });

    it(`the following filter, ${sort}: each followed cook's best post, then the best cooks' tops`, async () => {
      // One users row per followed cook (its kept best posts), all in one scan of the primary key,
      // never a hash of the whole table, sorted; then about limit²/2 posts of the chosen cooks
      // from their own index. Past a cursor, a cook whose kept best is not beyond it is looked up
      // in their index too. Never the table nor the whole feed's order.
      for (const before of [undefined, 12_345]) {
        const text = await expectIndexed(
          feed({ sort, filter: 'following', viewerId: viewer, before }),
          'planned',
        );
        expect(text).toMatch(/Index Only Scan on follows using follows_follower_following_key/);
        expect(text).toMatch(/(Bitmap Index Scan|Index Scan on users) using users_pkey/);
        expect(text).not.toMatch(/Hash/);
        expect(
          text.match(/Index Only Scan.* using announcements_user(_popular)?_idx/g),
        ).toHaveLength(before === undefined ? 1 : 2);
        expect(text).not.toMatch(/announcements_popular_idx|Seq Scan/);
      }
    });
  }

  it('the liked filter in id order reads the caller’s likes index in order', async () => {
    for (const sort of ['newest', 'oldest'] as const) {
      const text = await expectIndexed(feed({ sort, filter: 'liked', viewerId: viewer }));
      expect(text).toContain('announcement_likes_user_idx');
      await expectIndexed(feed({ sort, filter: 'liked', viewerId: viewer, before: 12_345 }));
    }
    // "Most popular" among one's likes sorts that one cook's likes of the top steps, found by
    // (user_id, step), and joins only the page's posts to their authors.
    for (const before of [undefined, 12_345]) {
      const popular = await expectIndexed(
        feed({ sort: 'popular', filter: 'liked', viewerId: viewer, before }),
        'planned',
      );
      expect(popular).toContain('announcement_likes_user_step_idx');
      expect(popular).not.toContain('announcement_likes_user_idx');
      // Each liked post's likes from the index alone; only the page's posts are read whole.
      expect(popular).toMatch(
        /Index Only Scan on announcements using announcements_like_order_idx/,
      );
      expect(popular).toMatch(/^Nested Loop\n {2}Limit\n {4}Sort/);
    }
  });

  it('"popular" among one’s likes looks up the liked posts of the top steps only', async () => {
    // A reader who likes what ten seeded cooks like: as in the community, popular posts more often.
    const reader = 'seed-1999';
    await database.db.execute(sql`
      insert into announcement_likes (announcement_id, user_id)
      select distinct l.announcement_id, ${reader} from announcement_likes l
       where l.user_id in (select 'seed-' || g from generate_series(1, 10) g)
      on conflict do nothing`);
    const [{ likes }] = rowsOf<{ likes: number }>(
      await database.db.execute(
        sql`select count(*)::int as likes from announcement_likes where user_id = ${reader}`,
      ),
    ) as [{ likes: number }];
    expect(likes).toBeGreaterThan(300);
    for (const before of [undefined, 'a deep page'] as const) {
      let cursor: number | undefined;
      if (before) {
        const [middle] = rowsOf<{ id: number }>(
          await database.db.execute(sql`
            select a.id from announcement_likes l join announcements a on a.id = l.announcement_id
             where l.user_id = ${reader} order by a.likes_count desc, a.id desc offset 60 limit 1`),
        );
        cursor = middle?.id;
      }
      const nodes = await analyzedNodes(
        database.db,
        feed({ sort: 'popular', filter: 'liked', viewerId: reader, before: cursor }),
      );
      // The liked posts looked up, in the tiers that ran.
      const { loops: lookups } = reads(
        nodes,
        (node) =>
          node['Node Type'] === 'Index Only Scan' &&
          node['Index Name'] === 'announcements_like_order_idx',
      );
      expect(lookups).toBeGreaterThanOrEqual(20);
      expect(lookups).toBeLessThan(likes / 3);
      // The reader's likes read: once for how many each step holds, once per tier that ran.
      const likeReads = reads(
        nodes,
        (node) => node['Index Name'] === 'announcement_likes_user_step_idx',
      );
      expect(likeReads.ran).toBe(2);
    }
  });

  it('a search of the feed walks the page order a bounded way, or gathers from the trigram index', async () => {
    for (const sort of FEED_SORTS) {
      for (const before of [undefined, 12_345]) {
        // The walk: the page order's own index, cut at WALK_ROWS posts, never a sort.
        const walked = await expectIndexed(feed({ sort, before, q: 'soup', plan: 'walk' }));
        expect(walked).toMatch(/Limit\n.*Index Scan.*announcements_(pkey|popular_idx)/s);
        expect(walked).not.toContain('trgm');
      }
      const gathered = await expectIndexed(feed({ sort, q: 'saffron', plan: 'gather' }), 'planned');
      expect(gathered).toContain('announcements_search_trgm_idx');
      // Only the page's posts are joined to their authors, however many match.
      expect(gathered).toMatch(/^Nested Loop\n {2}Limit\n/);
    }
    // A search among one's likes or one author's posts stays within those.
    const liked = await expectIndexed(
      feed({ q: 'soup', filter: 'liked', viewerId: viewer, plan: undefined }),
    );
    expect(liked).toContain('announcement_likes_user_idx');
  });

  it('a search for a term within words reads those words’ posts in page order', async () => {
    const words = (q: string, list: string[], sort: 'newest' | 'oldest', before?: number) =>
      feed({ sort, before, q, plan: 'words', words: list });
    for (const sort of ['newest', 'oldest'] as const) {
      for (const before of [undefined, 12_345]) {
        // One word, rare or common, or several: their next posts from the word index (ids only,
        // bounded), then only the page's posts looked up, in order, as planned for real (a walk
        // of the table probing each post's words would read all of it for a rare word).
        for (const list of [['saffron'], ['soup'], ['soup', 'sour']]) {
          const text = await expectIndexed(words('sou', list, sort, before), 'planned');
          expect(text).toMatch(/^Nested Loop\n {2}Limit\n {4}Nested Loop\n/);
          expect(text).toContain('announcement_words_word_announcement_id_pk');
          expect(text).not.toContain('announcements_search_trgm_idx');
        }
      }
    }
  });

  it('comment and reply pages, on every page', async () => {
    for (const page of [1, 3]) {
      const comments = await expectIndexed(
        commentPageQuery({ announcementId: 5 }, { page, limit: 10, viewerId: viewer }),
      );
      expect(comments).toContain('comments_top_level_idx');
      const replies = await expectIndexed(
        commentPageQuery({ parentId: 3 }, { page, limit: 5, viewerId: null }),
      );
      expect(replies).toContain('comments_parent_idx');
    }
  });

  it('a page of the usual size is planned once per connection, then runs its generic plan, indexed', async () => {
    // Each page as the app prepares it, run six times on one connection: PostgreSQL plans the
    // first five for their values, then keeps the generic plan when it costs no more. With the
    // limit a parameter the generic plan counted on a tenth of the table, so every page was
    // planned again. The plan kept, planned without the values, must read the indexes as the
    // custom plans above do.
    const pages: [Partial<FeedPageOptions>, (boolean | 'planned')?][] = [
      [{}],
      [{ sort: 'popular', before: 12_345 }],
      [{ viewerId: viewer }],
      [{ sort: 'oldest', viewerId: viewer, before: 12_345 }],
      [{ filter: 'liked', viewerId: viewer }],
      [{ sort: 'popular', filter: 'liked', viewerId: viewer }, 'planned'],
      [{ filter: 'following', viewerId: viewer }, 'planned'],
      [{ sort: 'popular', filter: 'following', viewerId: viewer, before: 12_345 }, 'planned'],
      [{ authorId: 'seed-42' }],
    ];
    const plans: string[] = [];
    for (const [options, sortAllowed] of pages) {
      const { query, values } = preparedFeedPage({
        limit: 20,
        sort: 'newest',
        filter: 'all',
        viewerId: null,
        ...options,
      });
      const generic = await settlesOnGenericPlan(database.db, query, values);
      plans.push(`${JSON.stringify(options)}: ${generic ? 'generic' : 'planned each time'}`);
      await expectPlanIndexed(database.db, query, sortAllowed, values);
    }
    expect(plans).toEqual(pages.map(([options]) => `${JSON.stringify(options)}: generic`));
  });

  it('a page tests the reader’s like of each item it shows, never reads all their likes', async () => {
    // A cook who liked a fifth of the posts and half the comments. Prepared (as the app runs its
    // pages), the plan does not know the page's size; it must still probe the likes per item.
    const reader = 'seed-1998';
    await database.db.execute(sql`
      insert into announcement_likes (announcement_id, user_id)
      select id, ${reader} from announcements where id % 5 = 0 on conflict do nothing`);
    await database.db.execute(sql`
      insert into comment_likes (comment_id, user_id)
      select id, ${reader} from comments where id % 2 = 0 on conflict do nothing`);
    await database.db.execute(sql`analyze announcement_likes, comment_likes`);
    const likesRead = async (query: SQL, likes: string) =>
      reads(
        await analyzedNodes(database.db, query, { generic: true }),
        (node) => node['Relation Name'] === likes,
      ).rows;
    const pages = [
      feed({ viewerId: reader }),
      feed({ sort: 'popular', viewerId: reader, before: 12_345 }),
      feed({ viewerId: reader, authorId: 'seed-42' }),
      feed({ filter: 'following', viewerId: reader }),
    ];
    for (const page of pages)
      expect(await likesRead(page, 'announcement_likes')).toBeLessThanOrEqual(20);
    const comments = commentPageQuery(
      { announcementId: 5 },
      { page: 1, limit: 10, viewerId: reader },
    );
    // Ten comments and one more, which tells whether another page follows.
    expect(await likesRead(comments, 'comment_likes')).toBeLessThanOrEqual(11);
  });

  it('a page of the followed cooks reads their posts down to the last chosen cook’s best, and their users rows in one scan', async () => {
    // A reader who follows forty of the most prolific cooks (the seed's first ids post the most).
    const reader = 'seed-1997';
    await database.db.execute(sql`
      insert into follows (follower_id, following_id)
      select ${reader}, 'seed-' || g from generate_series(1, 40) g on conflict do nothing`);
    for (const sort of FEED_SORTS) {
      const nodes = await analyzedNodes(
        database.db,
        feed({ sort, filter: 'following', viewerId: reader }),
      );
      const postsRead = reads(nodes, (node) =>
        /^announcements_user(_popular)?_idx$/.test(node['Index Name'] ?? ''),
      ).rows;
      // The page, and little more: every post on it ranks at or above the twentieth chosen cook's
      // best. Without that floor each chosen cook's posts were read down to 20 - k + 1 (151–210
      // here), and before that 20 × 20.
      expect(postsRead).toBeGreaterThanOrEqual(20);
      expect(postsRead).toBeLessThan(60);
      // The forty followed cooks' rows in one scan (then the page's authors, one lookup each),
      // not one lookup per followed cook.
      const usersScans = reads(nodes, (node) => node['Index Name'] === 'users_pkey').loops;
      expect(usersScans).toBeLessThanOrEqual(21);
    }
  });
});
