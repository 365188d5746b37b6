import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { currentUser } from '../../plugins/access.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { toCurrentUser } from '../users/users.queries.js';
import { localAuthRoutes } from './local.routes.js';
import { oidcRoutes } from './oidc.routes.js';
import { oidcConfiguration } from './oidc-client.js';

interface Deps {
  db: Db;
  config: Config;
}

/** The current user and sign-out, common to both sign-in modes, plus the mode's own routes. */
export async function authRoutes(app: FastifyInstance, { db, config }: Deps) {
  const configuration = config.oidc ? oidcConfiguration(config.oidc) : undefined;
  if (configuration) await app.register(oidcRoutes, { db, config, configuration });
  else await app.register(localAuthRoutes, { db, config });

  app.get('/auth/user', { config: { access: 'user' } }, async (request) =>
    toCurrentUser(currentUser(request)),
  );

  app.get('/logout', { config: { access: 'public' } }, async (request, reply) => {
    const idToken = request.session.get('idToken');
    await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    const home = new URL('/', config.publicUrl).href;
    if (configuration) {
      try {
        const oidc = await configuration();
        if (oidc.serverMetadata().end_session_endpoint) {
          const url = client.buildEndSessionUrl(oidc, {
            post_logout_redirect_uri: home,
            ...(idToken ? { id_token_hint: idToken } : {}),
          });
          return reply.redirect(url.href);
        }
      } catch (error) {
        request.log.warn(
          { err: error },
          'provider unavailable for end-session; signed out locally',
        );
      }
    }
    return reply.redirect('/');
  });
}
