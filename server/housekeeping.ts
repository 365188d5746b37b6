import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.js';
import { purgeOldFailures } from './modules/auth/login-throttle.js';
import { purgeExpiredSessions } from './plugins/session-store.js';
import { purgeOldRateEvents } from './rate-limits.js';

const EVERY_HOUR = 60 * 60 * 1000;

/**
 * Purges expired sessions, old sign-in failures and the abuse limits' old counts now and then
 * every hour. Safe on any number
 * of instances: each purge is a single idempotent delete.
 */
export function startHousekeeping(db: Db, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      const sessions = await purgeExpiredSessions(db);
      await purgeOldFailures(db);
      await purgeOldRateEvents(db);
      if (sessions) log.info({ sessions }, 'purged expired sessions');
    } catch (error) {
      log.warn({ err: error }, 'housekeeping failed; will retry');
    }
  };
  void run();
  const timer = setInterval(run, EVERY_HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
