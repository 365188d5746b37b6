import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMMUNITY_EVENT_KINDS,
  LIVE_EVENT_KINDS,
  liveQuerySchema,
} from '../../../contracts/live-events.js';
import type { Database } from '../../db/client.js';
import { currentUser } from '../../plugins/access.js';
import { householdOf } from '../households/household.queries.js';
import { latestEventId } from '../households/live-events.queries.js';
import { LiveHub } from '../households/live-hub.js';
import { HEARTBEAT_MS, LiveStream } from '../households/live-stream.js';
import { CommunityHub, sseWatcher } from './community-hub.js';
import { currentCounts } from './current-counts.js';
import { beatAll } from './heartbeat.js';

/** Streams one cook may hold open on an instance; the oldest closes for a new one past it. */
const STREAMS_PER_USER = 10;

/** A resumed stream's last event id: from the header EventSource sends, or ?lastEventId=. */
function resumeFrom(header: unknown, query: unknown): number | undefined {
  const text = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
  const id = text === undefined ? Number.NaN : Number(text);
  return Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

/**
 * `GET /api/events`: what changes for the cook, live — their household's changes (decision 046)
 * and, where the community is on, their notifications, the counts of the posts and comments their
 * page shows and new posts for a feed (decision 048). Household events name the kind and id of
 * what changed and are replayed after a reconnect; community events are not stored: a page that
 * reconnects reads its counts again.
 */
export async function liveEventRoutes(
  app: FastifyInstance,
  { database, community }: { database: Database; community: boolean },
) {
  const { db } = database;
  const hub = new LiveHub(database);
  const communityHub = new CommunityHub(database);
  const open = new Map<string, LiveStream[]>();

  // One heartbeat for every stream here: each says it is alive, and the ones whose session has
  // ended (signed out, suspended, deleted) close.
  const heartbeat = setInterval(() => void beatAll(db, [...open.values()].flat()), HEARTBEAT_MS);
  heartbeat.unref();

  // Open streams would keep the server from closing: end them first; pages reconnect elsewhere.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const streams of open.values()) for (const stream of streams) stream.close();
    open.clear();
    await Promise.all([hub.close(), communityHub.close()]);
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/events',
    {
      config: { access: 'user' },
      // The document headers (a content policy, framing, referrer…) govern pages, not a stream of
      // events, and each open stream would keep its own copy of them (decision 048).
      helmet: false,
      schema: {
        summary: 'Server-Sent Events: your household, notifications and community counts, live',
        description:
          `Household events \`${LIVE_EVENT_KINDS.join('`, `')}\` with data \`{"id": n}\`; send ` +
          '`Last-Event-ID` to receive the ones missed since. Community events ' +
          `\`${COMMUNITY_EVENT_KINDS.join('`, `')}\`: \`notification\` when yours change, ` +
          '`counts` for the posts and comments named in `posts` and `comments` (at most 100 each), ' +
          '`announcement` for a new post when `feed=true`.',
        querystring: liveQuerySchema,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const householdId = await householdOf(db, user.id);
      const resume = resumeFrom(request.headers['last-event-id'], request.query.lastEventId);
      const start = resume ?? (await latestEventId(db));
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      });
      const stream = new LiveStream(
        db,
        hub,
        response,
        user.id,
        request.session.id,
        householdId,
        start,
      );
      const mine = open.get(user.id) ?? [];
      mine.push(stream);
      open.set(user.id, mine);
      if (mine.length > STREAMS_PER_USER) mine.shift()?.close();
      let leaveCommunity = () => {};
      const forget = () => {
        leaveCommunity();
        stream.close();
        const left = (open.get(user.id) ?? []).filter((other) => other !== stream);
        if (left.length > 0) open.set(user.id, left);
        else open.delete(user.id);
      };
      request.raw.on('close', forget);
      response.on('close', forget);
      response.on('error', forget);
      await stream.open(resume).catch(forget);
      if (!community || response.writableEnded) return;
      const watcher = sseWatcher(response, user.id, request.query);
      leaveCommunity = await communityHub.subscribe(watcher).catch(() => {
        forget();
        return () => {};
      });
      // Closed while subscribing: leave at once.
      if (response.writableEnded) leaveCommunity();
      // What moved before this stream listened (a page reopens it as it shows other posts).
      const { posts = [], comments = [] } = request.query;
      const counts = await currentCounts(db, user.id, posts, comments).catch(() => []);
      for (const one of counts) watcher.send('counts', one);
    },
  );
}
