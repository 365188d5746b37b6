import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { answers } from '../../plugins/api-docs.js';

/** 200 once the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Whether the server and its database answer',
        response: answers({
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable'), message: z.string() }),
        }),
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'unavailable', message: 'Database unavailable' });
      }
    },
  );
}
