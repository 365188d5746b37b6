import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSessionsSchema,
  changePasswordSchema,
  isSessionId,
  sessionIdParamsSchema,
} from '../../../contracts/account-security.js';
import { ErrorCode } from '../../../contracts/errors.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound, tooManyRequests } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { answers, noContent } from '../../plugins/api-docs.js';
import {
  clearFailures,
  isThrottled,
  RETRY_AFTER_SECONDS,
  recordFailure,
  TOO_MANY_SIGN_INS,
} from '../auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { deviceName } from './device-name.js';
import { createMailer } from './mailer.js';
import { operatorRoutes } from './operator.routes.js';
import { passkeyRoutes } from './passkeys.routes.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { endSession, endSessionsBut, listSessions, replacePassword } from './sessions.queries.js';

interface Deps {
  db: Db;
  config: Config;
}

const signedIn = { access: 'user' } as const;

const wrongPassword = () =>
  new HttpError(400, 'Current password is incorrect', ErrorCode.VALIDATION, [
    { path: 'body.currentPassword', message: 'Current password is incorrect' },
  ]);

/**
 * An account's own security (decision 043): its password (local accounts; an OpenID provider
 * keeps its own) and its signed-in devices.
 */
export async function accountSecurityRoutes(app: FastifyInstance, { db, config }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  if (!config.oidc) {
    const mailer = config.smtp ? await createMailer(config.smtp) : null;
    if (mailer) app.addHook('onClose', async () => mailer.close());
    await app.register(passwordResetRoutes, { db, config, mailer });
    await app.register(operatorRoutes, { db, config });
    await app.register(passkeyRoutes, { db, config });

    api.put(
      '/auth/password',
      {
        config: signedIn,
        schema: {
          summary: 'Changes your password; your other devices are signed out',
          description:
            'A wrong current password is a 400 on `currentPassword`, counted as a failed sign-in ' +
            '(429 with Retry-After once the sign-in throttle is reached). Local accounts only.',
          body: changePasswordSchema,
          response: answers({ 204: noContent }, 400, 429),
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const email = user.email ?? '';
        if (await isThrottled(db, email, request.ip)) {
          throw tooManyRequests(TOO_MANY_SIGN_INS, RETRY_AFTER_SECONDS);
        }
        const { currentPassword, newPassword } = request.body;
        if (!user.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash))) {
          await recordFailure(db, email, request.ip);
          throw wrongPassword();
        }
        await clearFailures(db, email);
        await replacePassword(db, user.id, await hashPassword(newPassword), request.session.id);
        return reply.code(204).send(null);
      },
    );
  }

  api.get(
    '/auth/sessions',
    {
      config: signedIn,
      schema: {
        summary: 'Your signed-in devices, the most recently seen first',
        description:
          'Browser and system as each device’s user agent names them; `current` marks the ' +
          'device asking. "Last seen" is kept to within five minutes.',
        response: answers({ 200: accountSessionsSchema }),
      },
    },
    async (request) => {
      const rows = await listSessions(db, currentUser(request).id);
      const now = new Date();
      return rows.map((row) => {
        const current = row.id === request.session.id;
        return {
          id: row.id,
          userAgent: row.userAgent,
          ...deviceName(row.userAgent),
          createdAt: row.createdAt.toISOString(),
          // The device asking is being seen now, whatever the five-minute mark says.
          lastSeenAt: (current ? now : row.lastSeenAt).toISOString(),
          current,
        };
      });
    },
  );

  api.delete(
    '/auth/sessions/:id',
    {
      config: signedIn,
      schema: {
        summary: 'Signs one of your devices out',
        params: sessionIdParamsSchema,
        response: answers({ 204: noContent }, 404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isSessionId(id) || !(await endSession(db, currentUser(request).id, id))) {
        throw notFound('Session');
      }
      return reply.code(204).send(null);
    },
  );

  api.delete(
    '/auth/sessions',
    {
      config: signedIn,
      schema: {
        summary: 'Signs out every device of yours but this one',
        response: answers({ 204: noContent }),
      },
    },
    async (request, reply) => {
      await endSessionsBut(db, currentUser(request).id, request.session.id);
      return reply.code(204).send(null);
    },
  );
}
