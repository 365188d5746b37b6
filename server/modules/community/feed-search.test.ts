import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement } from '../../../contracts/community.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { createPost } from '../../test/posts.js';
import { userRowOf } from '../../test/readers.js';
import { feedPage } from './feed.queries.js';
import { WALK_ROWS } from './feed-options.js';
import { readerFacts } from './reader-facts.js';

/**
 * A search of the whole feed walks the page order a bounded way and gathers from the trigram
 * index only when the walk finds too few: both must answer exactly what a plain scan would, page
 * after page, whichever way each page was read.
 */
describe('searching a feed longer than the walk, and following cooks who post rarely', () => {
  let t: TestApp;
  let ana: SignedInUser;
  let bo: SignedInUser;
  let reader: SignedInUser;
  const total = WALK_ROWS * 2 + 500;

  beforeAll(async () => {
    t = await createTestApp();
    ana = await signUp(t.app, { displayName: 'Ana', database: t.database });
    bo = await signUp(t.app, { displayName: 'Bo', database: t.database });
    reader = await signUp(t.app, { displayName: 'Reader', database: t.database });
    // Every tenth post is about soup; three of the oldest mention saffron; likes vary by id. Bo
    // posted three times, long before Ana's flood.
    await t.database.db.execute(sql`
      insert into announcements (user_id, title, content, likes_count)
      select case when g in (2, 5, 8) then ${bo.id} else ${ana.id} end, 'Post ' || g,
             case when g % 10 = 0 then 'A soup' else 'Bread' end
               || case when g in (3, 7, 11) then ' with saffron' else '' end,
             (g * 37) % 23
        from generate_series(1, ${total}) g`);
    // Cooks are followed on their public profiles.
    await t.database.db.execute(
      sql`update users set is_public = true where id in (${ana.id}, ${bo.id})`,
    );
  }, 60_000);
  afterAll(() => t?.close());

  const read = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json() as Announcement[];
  };

  /** Every page of a search, following the cursor, as the titles in order. */
  const allPages = async (query: string) => {
    const seen: string[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await read(
        `/api/announcements?${query}&limit=50${before === undefined ? '' : `&before=${before}`}`,
      );
      seen.push(...page.map((post) => post.title));
      if (page.length < 50) return seen;
      before = page.at(-1)?.id;
    }
  };

  const expected = async (pattern: string, order: string) => {
    const result = await t.database.db.execute(
      sql.raw(`select title from announcements
                where lower(title || ' ' || coalesce(content, '')) like '${pattern}'
                order by ${order}`),
    );
    return (result as unknown as { rows: { title: string }[] }).rows.map((row) => row.title);
  };

  it('finds a common word page after page, in both orders', async () => {
    const newest = await allPages('q=soup');
    expect(newest).toHaveLength(total / 10);
    expect(newest).toEqual(await expected('%soup%', 'id desc'));
    expect(await allPages('q=soup&sort=popular')).toEqual(
      await expected('%soup%', 'likes_count desc, id desc'),
    );
  });

  it('finds a rare word far past the walk, and pages through it', async () => {
    expect(await allPages('q=saffron')).toEqual(['Post 11', 'Post 7', 'Post 3']);
    const firstTwo = await read('/api/announcements?q=saffron&limit=2');
    expect(firstTwo.map((post) => post.title)).toEqual(['Post 11', 'Post 7']);
    const rest = await read(`/api/announcements?q=saffron&limit=2&before=${firstTwo[1]?.id}`);
    expect(rest.map((post) => post.title)).toEqual(['Post 3']);
    expect(await allPages('q=saffron&sort=oldest')).toEqual(['Post 3', 'Post 7', 'Post 11']);
  });

  it("reads the followed cooks' posts, however rarely they post", async () => {
    const follow = (who: SignedInUser) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${who.id}/follow`,
        headers: { cookie: reader.cookie },
      });
    const following = async (query = '') => {
      const response = await t.app.inject({
        url: `/api/announcements/feed?filter=following&limit=5${query}`,
        headers: { cookie: reader.cookie },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as Announcement[]).map((post) => post.title);
    };
    expect((await follow(bo)).statusCode).toBe(200);
    // Nothing of Bo's in the newest posts: past the walk, gathered from Bo's own posts.
    expect(await following()).toEqual(['Post 8', 'Post 5', 'Post 2']);
    expect(await following('&sort=oldest')).toEqual(['Post 2', 'Post 5', 'Post 8']);
    expect((await follow(ana)).statusCode).toBe(200);
    // Ana's posts fill the page within the walk.
    expect(await following()).toEqual(Array.from({ length: 5 }, (_, k) => `Post ${total - k}`));
    // A reader who follows few of many cooks is read from the followed cooks' indexes at once:
    // the same pages.
    const facts = await readerFacts(t.database.db, await userRowOf(t.database.db, reader.id));
    expect(facts.followedShare).toBeGreaterThan(0);
    for (const sort of ['newest', 'oldest', 'popular'] as const) {
      const page = (followedShare: number) =>
        feedPage(t.database.db, {
          limit: 5,
          sort,
          filter: 'following',
          viewerId: reader.id,
          reader: { ...facts, followedShare },
        });
      const [walked, gathered] = [await page(1), await page(0.0001)];
      expect(walked).toHaveLength(5);
      expect(gathered).toEqual(walked);
    }
  });

  it('finds nothing for a word in no post', async () => {
    expect(await read('/api/announcements?q=truffle')).toEqual([]);
  });

  // A term within one word is read from the posts' words (decision 050): still every post whose
  // text contains it, wherever in a word, as the plain scan finds them.
  describe('by the words of the posts', () => {
    const titles = (posts: Announcement[]) => posts.map((post) => post.title);

    beforeAll(async () => {
      for (const [title, content] of [
        ['Paella night', 'Saffron, rice and PAELLAS for twelve'],
        ['Pan', 'My paellera is seasoned'],
        ['Rice (again)', 'Leftover paella-style rice'],
        ['Olive oil', 'A good olive-oil cake'],
      ] as const) {
        await createPost(t.app, bo.cookie, { title, content });
      }
    });

    it('finds a term inside words, within several words, page after page', async () => {
      expect(await allPages('q=paell')).toEqual(await expected('%paell%', 'id desc'));
      expect(await allPages('q=paell')).toEqual(['Rice (again)', 'Pan', 'Paella night']);
      expect(await allPages('q=PAELL&sort=oldest')).toEqual([
        'Paella night',
        'Pan',
        'Rice (again)',
      ]);
      const first = await read('/api/announcements?q=paell&limit=1');
      const next = await read(`/api/announcements?q=paell&limit=2&before=${first[0]?.id}`);
      expect(titles(next)).toEqual(['Pan', 'Paella night']);
      expect(await allPages('q=affro')).toEqual(await expected('%affro%', 'id desc'));
    });

    it('finds terms with spaces or punctuation as before', async () => {
      expect(await allPages('q=olive-oil')).toEqual(['Olive oil']);
      expect(await allPages('q=olive%20oil')).toEqual(['Olive oil']);
      expect(await allPages('q=(again)')).toEqual(['Rice (again)']);
    });

    it('follows a post edited, withheld and deleted', async () => {
      const [pan] = await read('/api/announcements?q=paellera');
      expect(pan?.title).toBe('Pan');
      await t.database.db.execute(
        sql`update announcements set content = 'My wok is seasoned' where id = ${pan?.id}`,
      );
      expect(await read('/api/announcements?q=paellera')).toEqual([]);
      expect(titles(await read('/api/announcements?q=wok'))).toEqual(['Pan']);
      // A like's count changing leaves the words as they are.
      await t.database.db.execute(
        sql`update announcements set likes_count = likes_count + 1 where id = ${pan?.id}`,
      );
      expect(titles(await read('/api/announcements?q=wok'))).toEqual(['Pan']);

      await t.database.db.execute(
        sql`update announcements set hidden_at = now() where title = 'Paella night'`,
      );
      expect(titles(await read('/api/announcements?q=paell'))).toEqual(['Rice (again)']);
      await t.database.db.execute(
        sql`update announcements set hidden_at = null where title = 'Paella night'`,
      );

      const [rice] = await read('/api/announcements?q=leftover');
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/announcements/${rice?.id}`,
        headers: { cookie: bo.cookie },
      });
      expect(deleted.statusCode).toBe(204);
      expect(await read('/api/announcements?q=leftover')).toEqual([]);
      expect(titles(await read('/api/announcements?q=paell'))).toEqual(['Paella night']);
      const left = await t.database.db.execute(
        sql`select count(*)::int as n from announcement_words where announcement_id = ${rice?.id}`,
      );
      expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    });
  });
});
