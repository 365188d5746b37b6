// How a read scenario is run: the database warmed, the app and the ceiling measured with the same
// requests from the same viewers, and the CPU each process spent per request.
import { countCpu } from './cpu.mjs';
import { measure } from './measure.mjs';

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

/** Each request as one of the scenario's viewers, picked at random. */
const asViewers = (cookies) => (request) => {
  request.headers.cookie = cookies[Math.floor(Math.random() * cookies.length)];
  return request;
};

/**
 * A `run(server, { path, cookies }, connections, seconds?, setup?)` measuring one load on one
 * server (`{ url, pid }`) with the CPU each side spent per request (PostgreSQL: for `database`).
 * `setup` rewrites each request (by default: a random one of `cookies`).
 */
export function runner({ seconds, database }) {
  return async (server, { path, cookies }, connections, time = seconds, setup = undefined) => {
    const cpu = countCpu(server.pid, database);
    const result = await measure({
      url: `${server.url}${path}`,
      connections,
      seconds: time,
      setup: setup ?? asViewers(cookies),
    });
    return { ...result, cpu: cpu(result.requests) };
  };
}

/** A read scenario: app at 16 and 64 connections, then the ceiling at 64, each warmed first. */
export async function readScenario({ run, client, app, ceiling, scenario, warmup }) {
  await prewarm(client);
  if (warmup) await run(app, scenario, 16, warmup);
  const app16 = await run(app, scenario, 16);
  const app64 = await run(app, scenario, 64);
  if (warmup) await run(ceiling, scenario, 64, warmup);
  const ceiling64 = await run(ceiling, scenario, 64);
  return { app16, app64, ceiling64 };
}

/** The recipe lists' page headers (total count, next cursor). */
const PAGE_HEADERS = ['x-total-count', 'x-next-cursor'];

/**
 * Answers of the app and of the ceiling for the same page and viewer must be the same status,
 * page headers and JSON, or the ceiling would be measuring other work; an
 * empty list would measure nothing.
 */
export async function sameAnswers(app, ceiling, { path, cookies }) {
  const answer = async (base) => {
    const response = await fetch(`${base.url}${path}`, { headers: { cookie: cookies[0] } });
    if (!response.ok) throw new Error(`${base.url}${path}: ${response.status}`);
    const paging = PAGE_HEADERS.map((name) => response.headers.get(name));
    return { body: await response.text(), headers: JSON.stringify(paging) };
  };
  const [fromApp, fromCeiling] = await Promise.all([answer(app), answer(ceiling)]);
  const body = JSON.parse(fromApp.body);
  const list = Array.isArray(body) ? body : body?.comments;
  if (body === null || (list && !list.length)) throw new Error(`${path}: empty answer`);
  if (fromApp.body !== fromCeiling.body)
    throw new Error(`${path}: the ceiling answers differently`);
  if (fromApp.headers !== fromCeiling.headers)
    throw new Error(`${path}: headers differ: ${fromApp.headers} vs ${fromCeiling.headers}`);
}
