import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.js';
import { purgeOldChallenges } from './modules/account-security/passkeys.queries.js';
import { purgeExpiredResetLinks } from './modules/account-security/password-resets.queries.js';
import { purgeOldFailures } from './modules/auth/login-throttle.js';
import { purgeOldInvitations } from './modules/households/invitations.queries.js';
import { purgeOldEvents } from './modules/households/live-events.queries.js';
import { purgeOldClientIds } from './modules/households/shopping-items.queries.js';
import type { MediaService } from './modules/media/media-service.js';
import { purgeOldDraftPhotos } from './modules/recipe-import/import-drafts.js';
import { purgeExpiredSessions } from './plugins/session-store.js';
import { purgeOldRateEvents } from './rate-limits.js';

const EVERY_HOUR = 60 * 60 * 1000;

/**
 * Purges expired sessions, reset links and passkey challenges, old sign-in failures, the abuse
 * limits' old counts, used or expired household invitations, day-old household events, month-old
 * device ids of shopping lines, and import from a URL's day-old draft photos (files, then rows) now and then
 * every hour. Safe on any number of instances: each purge is idempotent (a row or a file another
 * instance deleted first is no error).
 */
export function startHousekeeping(db: Db, media: MediaService, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      const sessions = await purgeExpiredSessions(db);
      await purgeOldFailures(db);
      await purgeOldRateEvents(db);
      await purgeOldChallenges(db);
      await purgeExpiredResetLinks(db);
      await purgeOldInvitations(db);
      await purgeOldEvents(db);
      await purgeOldClientIds(db);
      if (sessions) log.info({ sessions }, 'purged expired sessions');
    } catch (error) {
      log.warn({ err: error }, 'housekeeping failed; will retry');
    }
    // Apart: the media store can fail while the database works, and the other way round.
    try {
      const draftPhotos = await purgeOldDraftPhotos(db, media);
      if (draftPhotos) log.info({ draftPhotos }, 'purged imported draft photos');
    } catch (error) {
      log.warn({ err: error }, 'purging imported draft photos failed; will retry');
    }
  };
  void run();
  const timer = setInterval(run, EVERY_HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
