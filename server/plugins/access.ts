import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { canModerate, type Role } from '../../contracts/roles.js';
import { hasDisplayName } from '../../contracts/user.js';
import type { UserRow } from '../db/schema/index.js';
import type { Reader } from '../db/withheld.js';
import { displayNameRequired, routeNotFound, unauthorized } from '../http-errors.js';

/**
 * Who may call a route (decision 004). Owner checks happen in the queries. Moderation routes
 * (decision 047) answer everyone else as an unknown route would, so they are not found out.
 */
export type Access = 'public' | 'user' | 'displayName' | 'moderator' | 'admin';

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

/** Who reads, as the queries that leave withheld content out need to know (decision 047). */
export function readerOf(request: FastifyRequest): Reader {
  const user = request.user;
  return { id: user?.id ?? null, moderates: canModerate(user?.role as Role | undefined) };
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
    moderator: async (request) => {
      if (!canModerate(request.user?.role as Role | undefined)) throw routeNotFound(request);
    },
    admin: async (request) => {
      if (request.user?.role !== 'admin') throw routeNotFound(request);
    },
  };

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      throw new Error(`${route.method} ${route.url} must declare config.access`);
    }
    const guard = guards[access];
    if (!guard) return;
    if (access === 'moderator' || access === 'admin') {
      // Before the request is validated: a hidden route answers a bad request 404 as well.
      const existing = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [guard, ...existing];
      return;
    }
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [guard, ...existing];
  });
}
