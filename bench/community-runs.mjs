// The community benchmark's write scenario: like toggles under load, checked for exact counts.
import { prewarm } from './lib/runs.mjs';

/**
 * POST /api/announcements/:id/like at 64 connections, each request by a random viewer on a random
 * post: the 100 most liked posts (contended rows) and 900 others spread over the table. Then
 * every touched post's kept likes_count must equal the count of its like rows.
 */
export async function likeToggle({ run, client, app, viewers, targets, size, warmup }) {
  const spread = Array.from({ length: 900 }, (_, k) => 1 + ((k * 104729) % size.announcements));
  const posts = [...new Set([...targets.hotPosts, ...spread])];
  const touched = new Set();
  const toggle = (request) => {
    const post = posts[Math.floor(Math.random() * posts.length)];
    touched.add(post);
    request.method = 'POST';
    request.path = `/api/announcements/${post}/like`;
    request.headers.cookie = viewers[Math.floor(Math.random() * viewers.length)].cookie;
    return request;
  };
  const scenario = { path: '/api/announcements/1/like', cookies: [] };
  await prewarm(client);
  if (warmup) await run(app, scenario, 64, warmup, toggle);
  const result = await run(app, scenario, 64, undefined, toggle);
  const { rows } = await client.query(
    `select count(*)::int as checked,
            count(*) filter (where a.likes_count <> (select count(*) from announcement_likes l
                                                      where l.announcement_id = a.id))::int as wrong
       from announcements a where a.id = any($1)`,
    [[...touched]],
  );
  const exact = rows[0].wrong === 0 && rows[0].checked === touched.size;
  return { ...result, posts: posts.length, exact };
}
