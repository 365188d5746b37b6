import { randomBytes } from 'node:crypto';
import { sign } from '@fastify/cookie';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../plugins/session.js';
import { saveSession } from '../plugins/session-store.js';
import type { TestApp } from './harness.js';

/**
 * A session cookie for this user, made as sign-in makes one but without its password check:
 * for tests that sign in again and again (after every sign-out), where scrypt would cost 100 ms
 * each time.
 */
export async function sessionCookieFor(
  t: TestApp,
  userId: string,
  userAgent: string | null = null,
): Promise<string> {
  const sid = randomBytes(24).toString('base64url');
  const expire = new Date(Date.now() + SESSION_TTL_MS);
  await saveSession(t.database.db, sid, { userId }, expire, userAgent);
  return `${SESSION_COOKIE}=${encodeURIComponent(sign(sid, t.config.sessionSecret))}`;
}
