import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUserSchema } from '../../../contracts/user.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { currentUser } from '../../plugins/access.js';
import { answers } from '../../plugins/api-docs.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { toCurrentUser } from '../users/users.queries.js';
import { localAuthRoutes } from './local.routes.js';

interface Deps {
  db: Db;
  config: Config;
}

/** Where the provider ends its own session after ours, or null when it offers no such address. */
type ProviderSignOut = (home: string, idToken: string | undefined) => Promise<string | null>;

/**
 * The mode's own routes. openid-client is loaded only when OIDC is configured: a local-sign-in
 * start-up never pays for it (an unchanged app must answer within 3 s, decision 013).
 */
async function registerSignIn(app: FastifyInstance, { db, config }: Deps) {
  if (!config.oidc) {
    await app.register(localAuthRoutes, { db, config });
    return undefined;
  }
  const [{ oidcConfiguration, endSessionUrl }, { oidcRoutes }] = await Promise.all([
    import('./oidc-client.js'),
    import('./oidc.routes.js'),
  ]);
  const configuration = oidcConfiguration(config.oidc);
  await app.register(oidcRoutes, { db, config, configuration });
  const signOut: ProviderSignOut = (home, idToken) => endSessionUrl(configuration, home, idToken);
  return signOut;
}

/** The current user and sign-out, common to both sign-in modes, plus the mode's own routes. */
export async function authRoutes(app: FastifyInstance, { db, config }: Deps) {
  const providerSignOut = await registerSignIn(app, { db, config });

  app.get(
    '/auth/user',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The signed-in user (with their email: the only place it is shown)',
        response: answers({ 200: currentUserSchema }),
      },
    },
    async (request) => toCurrentUser(currentUser(request)),
  );

  app.get(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Signs out (a browser navigation)',
        description:
          "Ends the session and redirects to `/`, or to the OpenID provider's own sign-out first.",
        response: { 302: z.null().describe('To `/` or the provider') },
      },
    },
    async (request, reply) => {
      const idToken = request.session.get('idToken');
      await request.session.destroy();
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      const home = new URL('/', config.publicUrl).href;
      if (providerSignOut) {
        try {
          const url = await providerSignOut(home, idToken);
          if (url) return reply.redirect(url);
        } catch (error) {
          request.log.warn(
            { err: error },
            'provider unavailable for end-session; signed out locally',
          );
        }
      }
      return reply.redirect('/');
    },
  );
}
