import type { FastifyInstance } from 'fastify';
import { type AppConfig, appConfigSchema } from '../../../contracts/app-config.js';
import type { Config } from '../../config.js';
import { answers } from '../../plugins/api-docs.js';

/** Render settings for the web client; public, the same for everyone, cacheable briefly. */
export async function appConfigRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const body: AppConfig = {
    rainbowUserIds: config.rainbowUserIds,
    allowSignup: config.allowSignup && !config.oidc,
    accounts: config.oidc ? 'oidc' : 'local',
    community: config.community,
  };
  app.get(
    '/app-config',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The server settings the web client renders with',
        response: answers({ 200: appConfigSchema }),
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(body),
  );
}
