// How each community scenario is run: the database warmed, the app and the ceiling measured with
// the same requests, the like toggle checked for exact counts afterwards.
import { countCpu } from './lib/cpu.mjs';
import { measure } from './lib/measure.mjs';

/**
 * Reads every table and index of the app into the OS cache (pg_prewarm 'read', ~1 s when they are
 * still there). PostgreSQL keeps only 128 MB itself (shared_buffers, the default) and relies on
 * the OS cache for the rest; on a VM that pages out memory left idle for a while (this one does
 * after ~60 s), a scenario would otherwise measure the disk instead of the app.
 */
export async function prewarm(client) {
  await client.query('create extension if not exists pg_prewarm');
  await client.query(`select pg_prewarm(c.oid, 'read') from pg_class c
                       where c.relkind in ('r', 'i') and c.relnamespace = 'public'::regnamespace`);
}

/**
 * A `run(server, path, connections, seconds?)` measuring one load on one server (`{ url, pid }`)
 * with the CPU each side spent per request (PostgreSQL: for `database`); every request comes from
 * a random viewer.
 */
export function runner({ viewers, seconds, database }) {
  const withViewer = (request) => {
    request.headers.cookie = viewers[Math.floor(Math.random() * viewers.length)].cookie;
    return request;
  };
  return async (server, path, connections, time = seconds, setup = withViewer) => {
    const cpu = countCpu(server.pid, database);
    const result = await measure({
      url: `${server.url}${path}`,
      connections,
      seconds: time,
      setup,
    });
    return { ...result, cpu: cpu(result.requests) };
  };
}

/** A read scenario: app at 16 and 64 connections, then the ceiling at 64, each warmed first. */
export async function readScenario({ run, client, app, ceiling, scenario, warmup }) {
  await prewarm(client);
  if (warmup) await run(app, scenario.path, 16, warmup);
  const app16 = await run(app, scenario.path, 16);
  const app64 = await run(app, scenario.path, 64);
  if (warmup) await run(ceiling, scenario.path, 64, warmup);
  const ceiling64 = await run(ceiling, scenario.path, 64);
  return { app16, app64, ceiling64 };
}

/**
 * Answers of the app and of the ceiling for the same page and viewer must be identical JSON,
 * or the ceiling would be measuring other work; an empty page would measure nothing.
 */
export async function sameAnswers(app, ceiling, path, cookie) {
  const answer = async (base) => {
    const response = await fetch(`${base.url}${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${base.url}${path}: ${response.status}`);
    return response.text();
  };
  const [fromApp, fromCeiling] = await Promise.all([answer(app), answer(ceiling)]);
  const body = JSON.parse(fromApp);
  if (!(Array.isArray(body) ? body : body.comments).length) throw new Error(`${path}: empty page`);
  if (fromApp !== fromCeiling) throw new Error(`${path}: the ceiling answers differently`);
}

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
  await prewarm(client);
  if (warmup) await run(app, '/api/announcements/1/like', 64, warmup, toggle);
  const result = await run(app, '/api/announcements/1/like', 64, undefined, toggle);
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
