import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import {
  deleteSession,
  loadSession,
  markSeen,
  SEEN_EVERY_MS,
  type SessionData,
  saveSession,
} from './session-store.js';

export type { SessionData } from './session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
    /** The signed-in user, read with the session in one statement; null for visitors. */
    user: UserRow | null;
  }
}

export const SESSION_COOKIE = 'simmer.sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A user agent is kept to name a device; a longer one is cut (real ones are a few hundred). */
const USER_AGENT_MAX = 500;

/**
 * The request's session: server-side rows in the `session` table, so any instance serves any
 * request. Only a changed session is written (no write per request), and nothing is written for
 * a visitor who never signs in.
 */
export class RequestSession {
  private changed = false;
  private renewed = false;

  constructor(
    private sid: string | null,
    private data: SessionData,
    private expire: Date | null,
    private readonly db: Db,
    /** The device a new session is written with. */
    private readonly userAgent: string | null,
    /** The public id of the stored session this request came with (null: none yet). */
    readonly id: string | null = null,
    /** When that session signed in (null: none yet). */
    readonly signedInAt: Date | null = null,
  ) {}

  get<K extends keyof SessionData>(key: K): SessionData[K] {
    return this.data[key];
  }

  set<K extends keyof SessionData>(key: K, value: SessionData[K]): void {
    this.data[key] = value;
    this.changed = true;
  }

  /** A fresh id and empty data (sign-in: no session fixation); the old row goes. */
  async regenerate(): Promise<void> {
    if (this.sid) await deleteSession(this.db, this.sid);
    this.sid = null;
    this.data = {};
    this.expire = null;
    this.changed = true;
  }

  async destroy(): Promise<void> {
    if (this.sid) await deleteSession(this.db, this.sid);
    this.sid = null;
    this.data = {};
    this.changed = false;
  }

  /** Writes a changed session; answers the id to put in a new cookie, if there is a new id. */
  async persist(): Promise<{ sid: string; expire: Date } | undefined> {
    if (!this.changed) return undefined;
    this.changed = false;
    if (!this.sid) {
      this.sid = randomBytes(24).toString('base64url');
      this.expire = new Date(Date.now() + SESSION_TTL_MS);
      this.renewed = true;
    }
    const expire = this.expire ?? new Date(Date.now() + SESSION_TTL_MS);
    await saveSession(this.db, this.sid, this.data, expire, this.userAgent);
    return this.renewed ? { sid: this.sid, expire } : undefined;
  }
}

/**
 * Sessions without a second round trip: the session row and its user are read in one statement
 * before any handler runs (decision 016), written back only when they changed. The cookie is
 * HttpOnly, SameSite=Lax, Secure under https, signed with the session secret.
 */
export async function installSessions(app: FastifyInstance, config: Config, db: Db) {
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  app.decorateRequest('session', null as unknown as RequestSession);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const sid = sessionIdOf(request);
    const loaded = sid ? await loadSession(db, sid) : undefined;
    const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null;
    request.session = loaded
      ? new RequestSession(
          sid,
          loaded.data,
          loaded.expire,
          db,
          userAgent,
          loaded.id,
          loaded.createdAt,
        )
      : new RequestSession(null, {}, null, db, userAgent);
    request.user = loaded?.user ?? null;
    if (sid && loaded?.user && Date.now() - loaded.lastSeenAt.getTime() > SEEN_EVERY_MS) {
      await markSeen(db, sid);
    }
  });

  app.addHook('onSend', async (request, reply) => {
    // Absent when an earlier hook (the same-origin guard) refused the request first.
    const renewed = await request.session?.persist();
    if (renewed) setSessionCookie(reply, config, renewed.sid, renewed.expire);
  });
}

function sessionIdOf(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

function setSessionCookie(reply: FastifyReply, config: Config, sid: string, expire: Date) {
  reply.setCookie(SESSION_COOKIE, sid, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    expires: expire,
    signed: true,
  });
}
