import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIVE_EVENT_KINDS } from '../../../contracts/live-events.js';
import type { Database } from '../../db/client.js';
import { currentUser } from '../../plugins/access.js';
import { householdOf } from './household.queries.js';
import { latestEventId } from './live-events.queries.js';
import { LiveHub } from './live-hub.js';
import { LiveStream } from './live-stream.js';

/** Streams one cook may hold open on an instance; the oldest closes for a new one past it. */
const STREAMS_PER_USER = 10;

/** A resumed stream's last event id: from the header EventSource sends, or ?lastEventId=. */
function resumeFrom(header: unknown, query: unknown): number | undefined {
  const text = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
  const id = text === undefined ? Number.NaN : Number(text);
  return Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

/**
 * `GET /api/events`: what changes in the cook's household, live (decision 046). Events name the
 * kind and id of what changed; the page reads it again through the routes that authorise it.
 */
export async function liveEventRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { db } = database;
  const hub = new LiveHub(database);
  const open = new Map<string, LiveStream[]>();

  // Open streams would keep the server from closing: end them first; pages reconnect elsewhere.
  app.addHook('preClose', async () => {
    for (const streams of open.values()) for (const stream of streams) stream.close();
    open.clear();
    await hub.close();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/events',
    {
      config: { access: 'user' },
      schema: {
        summary: "Server-Sent Events: your household's changes as they happen",
        description:
          `Events \`${LIVE_EVENT_KINDS.join('`, `')}\` with data \`{"id": n}\`; send ` +
          '`Last-Event-ID` to receive the ones missed since.',
        querystring: z.object({ lastEventId: z.string().optional() }),
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
      const forget = () => {
        stream.close();
        const left = (open.get(user.id) ?? []).filter((other) => other !== stream);
        if (left.length > 0) open.set(user.id, left);
        else open.delete(user.id);
      };
      request.raw.on('close', forget);
      response.on('error', forget);
      await stream.open(resume).catch(forget);
    },
  );
}
