import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement } from '../../../contracts/community.js';
import { ErrorCode } from '../../../contracts/errors.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { createPost } from '../../test/posts.js';

/**
 * The feed's lists: order, keyset paging, search, and the liked and following filters, as visitors
 * and signed-in cooks read them.
 */
describe('the community feed', () => {
  let t: TestApp;
  let ana: SignedInUser;
  let ben: SignedInUser;
  let cy: SignedInUser;
  /** Post ids in creation order. */
  const posts: Announcement[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    ana = await signUp(t.app, { displayName: 'Ana', database: t.database });
    ben = await signUp(t.app, { displayName: 'Ben', database: t.database });
    cy = await signUp(t.app, { displayName: 'Cy', database: t.database });
    const plan: [SignedInUser, string, string][] = [
      [ana, 'Lemon tart', 'Bright and sharp'],
      [ben, 'Market haul', 'Tomatoes everywhere'],
      [ana, 'Bread club', 'Bring your 50% hydration starter'],
      [cy, 'Soup swap', 'LEMON and lentil'],
      [ben, 'Knife skills', 'Class on Friday'],
      [ana, 'Pickles', 'Quick pickled onions'],
      [cy, 'Pie night', 'Apple, of course'],
    ];
    for (const [who, title, content] of plan) {
      posts.push(await createPost(t.app, who.cookie, { title, content }));
    }
    // Likes: Pie night 3, Lemon tart 2, Knife skills 1.
    const like = (post: Announcement, who: SignedInUser) =>
      t.app.inject({
        method: 'POST',
        url: `/api/announcements/${post.id}/like`,
        headers: { cookie: who.cookie },
      });
    for (const who of [ana, ben, cy]) await like(posts[6] as Announcement, who);
    for (const who of [ben, cy]) await like(posts[0] as Announcement, who);
    await like(posts[4] as Announcement, ana);
    // Ben follows Ana.
    await t.database.db.execute(
      // The follow API needs a public profile; the filter does not care.
      `insert into follows (follower_id, following_id) values ('${ben.id}', '${ana.id}')`,
    );
  });
  afterAll(() => t.close());

  const read = async (url: string, who?: SignedInUser) => {
    const response = await t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Announcement[]>();
  };
  const titles = (list: Announcement[]) => list.map((a) => a.title);
  const all = () => [...posts].reverse().map((a) => a.title);

  it('lists newest first for visitors, with authors and counts but no liked flag', async () => {
    const list = await read('/api/announcements');
    expect(titles(list)).toEqual(all());
    const pie = list[0] as Announcement;
    expect(pie).toMatchObject({ likesCount: 3, commentsCount: 0, user: { displayName: 'Cy' } });
    expect(pie).not.toHaveProperty('liked');
    expect(JSON.stringify(list)).not.toContain('@example.com');
  });

  it('marks what the caller liked in the signed-in feed', async () => {
    const list = await read('/api/announcements/feed', ana);
    const liked = list.filter((a) => a.liked).map((a) => a.title);
    expect(liked).toEqual(['Pie night', 'Knife skills']);
    expect(list.every((a) => typeof a.liked === 'boolean')).toBe(true);
    expect((await t.app.inject({ url: '/api/announcements/feed' })).statusCode).toBe(401);
  });

  it('pages with before, without gaps or repeats, in each order', async () => {
    for (const sort of ['newest', 'oldest', 'popular'] as const) {
      const whole = titles(await read(`/api/announcements?sort=${sort}`));
      const paged: string[] = [];
      let before: number | undefined;
      for (let page = 0; page < 10; page++) {
        const query = `sort=${sort}&limit=3${before ? `&before=${before}` : ''}`;
        const list = await read(`/api/announcements?${query}`);
        paged.push(...titles(list));
        if (list.length < 3) break;
        before = list.at(-1)?.id;
      }
      expect(paged, sort).toEqual(whole);
    }
  });

  it('sorts oldest first and by popularity (ties newest first)', async () => {
    expect(titles(await read('/api/announcements?sort=oldest'))).toEqual(all().reverse());
    expect(titles(await read('/api/announcements?sort=popular'))).toEqual([
      'Pie night',
      'Lemon tart',
      'Knife skills',
      'Pickles',
      'Soup swap',
      'Bread club',
      'Market haul',
    ]);
  });

  it('searches title and content, case-insensitively, taking % literally', async () => {
    expect(titles(await read('/api/announcements?q=lemon'))).toEqual(['Soup swap', 'Lemon tart']);
    expect(titles(await read('/api/announcements?q=%2050%25'))).toEqual(['Bread club']);
    expect(titles(await read('/api/announcements?q=%25'))).toEqual(['Bread club']);
    expect(await read('/api/announcements?q=saffron')).toEqual([]);
    expect(titles(await read('/api/announcements?q=lemon&sort=popular&limit=1'))).toEqual([
      'Lemon tart',
    ]);
  });

  it('filters to what the caller liked, in every order and with paging', async () => {
    const liked = (query = '') => read(`/api/announcements/feed?filter=liked${query}`, ben);
    expect(titles(await liked())).toEqual(['Pie night', 'Lemon tart']);
    expect(titles(await liked('&sort=oldest'))).toEqual(['Lemon tart', 'Pie night']);
    const first = await liked('&limit=1');
    expect(titles(first)).toEqual(['Pie night']);
    expect(titles(await liked(`&limit=1&before=${first[0]?.id}`))).toEqual(['Lemon tart']);
    expect(titles(await liked('&sort=popular&q=tart'))).toEqual(['Lemon tart']);
    expect((await liked()).every((a) => a.liked)).toBe(true);
  });

  it('filters to the people the caller follows, in every order and with paging', async () => {
    const following = (query = '') => read(`/api/announcements/feed?filter=following${query}`, ben);
    expect(titles(await following())).toEqual(['Pickles', 'Bread club', 'Lemon tart']);
    expect(titles(await following('&sort=oldest'))).toEqual([
      'Lemon tart',
      'Bread club',
      'Pickles',
    ]);
    expect(titles(await following('&sort=popular'))).toEqual([
      'Lemon tart',
      'Pickles',
      'Bread club',
    ]);
    const first = await following('&limit=2');
    expect(titles(await following(`&limit=2&before=${first[1]?.id}`))).toEqual(['Lemon tart']);
    expect(await read('/api/announcements/feed?filter=following', cy)).toEqual([]);
  });

  it('refuses out-of-range paging and unknown sorts and filters with a clear 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'before=-1', 'sort=random']) {
      const response = await t.app.inject({ url: `/api/announcements?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe(ErrorCode.VALIDATION);
    }
    const filter = await t.app.inject({
      url: '/api/announcements/feed?filter=friends',
      headers: { cookie: ana.cookie },
    });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().message).toBe('filter must be all, liked or following');
    expect(await read('/api/announcements?limit=100')).toHaveLength(7);
  });

  it("lists one cook's posts on their profile with the same paging", async () => {
    await t.database.db.execute(`update users set is_public = true where id = '${ana.id}'`);
    const list = await read(`/api/announcements/user/${ana.id}?limit=2`);
    expect(titles(list)).toEqual(['Pickles', 'Bread club']);
    const rest = await read(`/api/announcements/user/${ana.id}?limit=2&before=${list[1]?.id}`);
    expect(titles(rest)).toEqual(['Lemon tart']);
    const seenByCy = await read(`/api/announcements/user/${ana.id}`, cy);
    expect(seenByCy.map((a) => [a.title, a.liked])).toEqual([
      ['Pickles', false],
      ['Bread club', false],
      ['Lemon tart', true],
    ]);
  });
});
