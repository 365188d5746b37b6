import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';

/** CONTRACT "Running it": 200 once the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/health', { config: { access: 'public' } }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ status: 'unavailable', message: 'Database unavailable' });
    }
  });
}
