import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { DbSessionStore } from './session-store.js';

declare module 'fastify' {
  interface Session {
    userId?: string;
    /** OIDC mode: the id token, for the provider's end-session hint. */
    idToken?: string;
    /** OIDC mode: the pending authorization request. */
    oidc?: { state: string; codeVerifier: string; returnTo: string };
  }
}

export const SESSION_COOKIE = 'simmer.sid';
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function installSessions(app: FastifyInstance, config: Config, db: Db) {
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: config.sessionSecret,
    cookieName: SESSION_COOKIE,
    store: new DbSessionStore(db, SESSION_TTL_MS),
    // Only sign-in creates a row; browsing anonymously writes nothing.
    saveUninitialized: false,
    // A fixed lifetime from sign-in; avoids a database write on every request.
    rolling: false,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: SESSION_TTL_MS,
    },
  });
}
