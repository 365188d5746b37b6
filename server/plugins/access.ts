import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { hasDisplayName } from '../../contracts/user.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { displayNameRequired, unauthorized } from '../http-errors.js';
import { findUserById } from '../modules/users/users.queries.js';

/** Who may call a route (ARCHITECTURE "Authorise first"). Owner checks happen in the queries. */
export type Access = 'public' | 'user' | 'displayName';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user, loaded by the access guard; null for visitors. */
    user: UserRow | null;
  }
}

/** The signed-in user of a guarded route; the guard has already refused visitors. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Every route in this context must declare `config.access`; a route without one fails at
 * start-up rather than silently being public.
 */
export function installAccessGuards(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);

  const guards: Record<Access, preHandlerHookHandler> = {
    public: async (request) => {
      request.user = await loadUser(db, request);
    },
    user: async (request) => {
      request.user = await loadUser(db, request);
      if (!request.user) throw unauthorized();
    },
    displayName: async (request) => {
      request.user = await loadUser(db, request);
      if (!request.user) throw unauthorized();
      if (!hasDisplayName(request.user)) throw displayNameRequired();
    },
  };

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      throw new Error(`${route.method} ${route.url} must declare config.access`);
    }
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [guards[access], ...existing];
  });
}

async function loadUser(db: Db, request: FastifyRequest): Promise<UserRow | null> {
  const userId = request.session?.get('userId');
  if (!userId) return null;
  return (await findUserById(db, userId)) ?? null;
}
