// The community benchmark's viewers and scenarios. Viewers sign up through the app's API (so their
// sessions are real), then get a display name, follows and likes by SQL so that the signed-in
// filters have something to show. Each read scenario is a page of the app's own query builders;
// its URL and its EXPLAINed statement are derived from the same options, so they cannot disagree.
import { signUp } from './lib/sign-up.mjs';

const VIEWER_EMAIL = 'bench-viewer-%@example.com';
/** Authors each viewer follows. */
const FOLLOWS_PER_VIEWER = 300;

/** Earlier runs' viewers go, with their likes and follows (the triggers take the counts down). */
export async function removeViewers(client) {
  const ids = `select id from users where email like '${VIEWER_EMAIL}'`;
  await client.query(`delete from session where sess->>'userId' in (${ids})`);
  await client.query(`delete from users where id in (${ids})`);
}

/**
 * `count` viewers signed up through the API (a few at a time: each sign-up hashes a password),
 * furnished by SQL. Answers `{ id, cookie }` per viewer.
 */
export async function createViewers(client, baseUrl, count, size) {
  const cookies = [];
  for (let i = 0; i < count; i += 4) {
    const batch = [];
    for (let k = i; k < Math.min(count, i + 4); k++)
      batch.push(signUp(baseUrl, VIEWER_EMAIL.replace('%', String(k))));
    cookies.push(...(await Promise.all(batch)));
  }
  const emails = cookies.map((_, k) => VIEWER_EMAIL.replace('%', String(k)));
  const { rows } = await client.query(
    'select v.n, u.id from unnest($1::text[]) with ordinality v(email, n) join users u using (email) order by v.n',
    [emails],
  );
  const ids = rows.map((row) => row.id);
  const viewers = `unnest($1::text[]) with ordinality v(id, n)`;
  await client.query(
    `update users u set display_name = 'Bench viewer ' || v.n from ${viewers} where u.id = v.id`,
    [ids],
  );
  // Followed authors drawn with the seed's long tail: prolific cooks are followed more often.
  await client.query(
    `insert into follows (follower_id, following_id)
     select v.id, 'seed-' || (1 + floor(${size.users} * power((k * 0.6180339887 + v.n * 0.1) % 1, 2))::int)
       from ${viewers}, generate_series(1, ${FOLLOWS_PER_VIEWER}) k
     on conflict do nothing`,
    [ids],
  );
  // Each viewer likes what a seeded cook likes (~500 posts): as in the community, every post's
  // chance of a viewer's like grows with its likes. (Picked by a stride of post ids, the likes
  // fell on 500 neighbouring ranks of popularity, the seed's own stride: each viewer's liked
  // posts all had about the same likes.)
  await client.query(
    `insert into announcement_likes (announcement_id, user_id)
     select l.announcement_id, v.id
       from ${viewers}
       join announcement_likes l on l.user_id = 'seed-' || (1 + (v.n * 7919) % ${size.users})
     on conflict do nothing`,
    [ids],
  );
  return ids.map((id, k) => ({ id, cookie: cookies[k] }));
}

/** Cursors and posts the scenarios need, found in the seeded data. */
export async function findTargets(client, size) {
  const middle = Math.floor(size.announcements / 2);
  const one = async (query, params = []) => (await client.query(query, params)).rows[0]?.id;
  return {
    middle,
    // The post halfway down the popular order: a deep page of "popular" continues after it.
    popularMiddle: await one(
      'select id from announcements order by likes_count desc, id desc offset $1 limit 1',
      [middle],
    ),
    mostCommented: await one('select id from announcements order by comments_count desc limit 1'),
    hotPosts: (
      await client.query('select id from announcements order by likes_count desc limit 100')
    ).rows.map((row) => row.id),
  };
}

/**
 * The read scenarios: `{ name, path, page }` where `page` is `{ feed: FeedPageOptions }` or
 * `{ comments: [level, PageOptions] }` without the viewer (filled in per request).
 */
export function readScenarios(targets) {
  const feed = (name, options) => ({ name, ...feedScenario(options) });
  const comments = (name, id, page) => ({
    name,
    path: `/api/announcements/${id}/comments?page=${page}`,
    page: { comments: [{ announcementId: id }, { page, limit: 10 }] },
  });
  return [
    feed('feed newest', { sort: 'newest' }),
    feed('feed newest, deep page', { sort: 'newest', before: targets.middle }),
    feed('feed oldest', { sort: 'oldest' }),
    feed('feed oldest, deep page', { sort: 'oldest', before: targets.middle }),
    feed('feed popular', { sort: 'popular' }),
    feed('feed popular, deep page', { sort: 'popular', before: targets.popularMiddle }),
    feed('liked, newest', { sort: 'newest', filter: 'liked' }),
    feed('liked, popular', { sort: 'popular', filter: 'liked' }),
    feed('following, newest', { sort: 'newest', filter: 'following' }),
    feed('following, popular', { sort: 'popular', filter: 'following' }),
    // A word's posts in id order from the word index, rare or common (decision 050).
    feed('search rare word "saffron"', { sort: 'newest', q: 'saffron', words: ['saffron'] }),
    feed('search common word "soup"', { sort: 'newest', q: 'soup', words: ['soup'] }),
    comments('comments page 1, most commented post', targets.mostCommented, 1),
    comments('comments page 3, most commented post', targets.mostCommented, 3),
  ];
}

/** The general feed (`/api/announcements`) or, with a filter, the signed-in one (`/feed`). */
function feedScenario({ sort, before, q, filter = 'all', words }) {
  const params = new URLSearchParams({ sort });
  if (before !== undefined) params.set('before', String(before));
  if (q) params.set('q', q);
  if (filter !== 'all') params.set('filter', filter);
  const path = filter === 'all' ? '/api/announcements' : '/api/announcements/feed';
  return {
    path: `${path}?${params}`,
    page: { feed: { limit: 20, sort, before, q, filter, words, plan: words && 'words' } },
  };
}

/** The statement a scenario's page runs for `viewerId`, built by the app's query builders. */
export function pageStatement(scenario, viewerId, builders) {
  const { feed, comments } = scenario.page;
  if (feed) return builders.feedPageQuery({ ...feed, viewerId });
  const [level, options] = comments;
  return builders.commentPageQuery(level, { ...options, viewerId });
}
