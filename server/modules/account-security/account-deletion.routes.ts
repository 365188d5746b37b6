import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteAccountSchema,
  RECENT_SIGN_IN_MINUTES,
} from '../../../contracts/account-security.js';
import { ErrorCode } from '../../../contracts/errors.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { HttpError, tooManyRequests } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { answers, noContent } from '../../plugins/api-docs.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import {
  isThrottled,
  RETRY_AFTER_SECONDS,
  recordFailure,
  TOO_MANY_SIGN_INS,
} from '../auth/login-throttle.js';
import { verifyPassword } from '../auth/password.js';
import type { MediaService } from '../media/media-service.js';
import { deleteAccount } from './account-deletion.queries.js';
import { checkAssertion } from './passkey-assertion.js';

/** Files removed at once while an account's storage is emptied. */
const REMOVING_AT_ONCE = 8;

const NOT_YOUR_PASSKEY = 'That passkey is not one of this account’s';

const wrongPassword = () =>
  new HttpError(400, 'Password is incorrect', ErrorCode.VALIDATION, [
    { path: 'body.password', message: 'Password is incorrect' },
  ]);

/**
 * Leaving with everything (decision 043): the account's rows in one transaction, then its files.
 * A local account proves it is its owner with the password (under the sign-in throttle); an
 * OpenID account by a sign-in of the last few minutes.
 */
export async function accountDeletionRoutes(
  app: FastifyInstance,
  { db, config, media }: { db: Db; config: Config; media: MediaService },
) {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/auth/account',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Deletes your account and everything in it',
        description:
          'Recipes, photos and videos, posts, comments and the replies under them, likes, ' +
          'follows, reports you made, cookbooks, the cooking log and every session: the rows in ' +
          'one transaction, then the files. Counts others see stay exact. A local account sends ' +
          'its password (400 on `password` when wrong, counted as a failed sign-in) or an assertion ' +
          'of one of its passkeys (`passkey`, made for `POST /api/login/passkey/options`); an OpenID ' +
          `account must have signed in within ${RECENT_SIGN_IN_MINUTES} minutes (403 otherwise).`,
        body: deleteAccountSchema,
        response: answers({ 204: noContent }, 400, 403, 429),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.passwordHash) {
        const email = user.email ?? '';
        if (await isThrottled(db, email, request.ip)) {
          throw tooManyRequests(TOO_MANY_SIGN_INS, RETRY_AFTER_SECONDS);
        }
        const { password, passkey } = request.body;
        if (passkey) {
          const checked = await checkAssertion(db, config, passkey);
          if (!('userId' in checked) || checked.userId !== user.id) {
            await recordFailure(db, email, request.ip);
            throw new HttpError(400, NOT_YOUR_PASSKEY, ErrorCode.VALIDATION, [
              { path: 'body.passkey', message: NOT_YOUR_PASSKEY },
            ]);
          }
        } else if (!password || !(await verifyPassword(password, user.passwordHash))) {
          await recordFailure(db, email, request.ip);
          throw wrongPassword();
        }
      } else {
        const signedInAt = request.session.signedInAt?.getTime() ?? 0;
        if (Date.now() - signedInAt > RECENT_SIGN_IN_MINUTES * 60_000) {
          throw new HttpError(
            403,
            `Sign in again, then delete your account within ${RECENT_SIGN_IN_MINUTES} minutes.`,
          );
        }
      }
      const files = await deleteAccount(db, user.id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      // The rows are gone and nothing refers to the files: they go after the answer, a few at a
      // time (an account of 10 000 photos takes a while); one that fails is logged, not retried.
      setImmediate(() => {
        removeFiles(media, files).catch((error) =>
          request.log.warn({ err: error }, 'a deleted account’s file could not be removed'),
        );
      });
      return reply.code(204).send(null);
    },
  );
}

async function removeFiles(media: MediaService, files: readonly string[]) {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next];
      next += 1;
      await media.remove(file);
    }
  };
  await Promise.all(Array.from({ length: REMOVING_AT_ONCE }, worker));
}
