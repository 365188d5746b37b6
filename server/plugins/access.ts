import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { hasDisplayName } from '../../contracts/user.js';
import type { UserRow } from '../db/schema/index.js';
import { displayNameRequired, unauthorized } from '../http-errors.js';

/** Who may call a route (decision 004). Owner checks happen in the queries. */
export type Access = 'public' | 'user' | 'displayName';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** The signed-in user of a guarded route; the guard has already refused visitors. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Who reads a public route: the signed-in user's id, or null for a visitor. */
export function viewerId(request: FastifyRequest): string | null {
  return request.user?.id ?? null;
}

/**
 * Every route in this context must declare `config.access`; a route without one fails at
 * start-up rather than silently being public. The user was read with the session (session.ts),
 * so a guard costs no query.
 */
export function installAccessGuards(app: FastifyInstance): void {
  const guards: Record<Access, preHandlerHookHandler | null> = {
    public: null,
    user: async (request) => {
      if (!request.user) throw unauthorized();
    },
    displayName: async (request) => {
      if (!request.user) throw unauthorized();
      if (!hasDisplayName(request.user)) throw displayNameRequired();
    },
  };

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      throw new Error(`${route.method} ${route.url} must declare config.access`);
    }
    const guard = guards[access];
    if (!guard) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [guard, ...existing];
  });
}
