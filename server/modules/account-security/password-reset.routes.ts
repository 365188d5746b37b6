import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../../../contracts/account-security.js';
import type { ValidationIssue } from '../../../contracts/errors.js';
import { DEFAULT_LANGUAGE } from '../../../contracts/languages.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { errorBody, HttpError } from '../../http-errors.js';
import { messagesIn } from '../../i18n/messages.js';
import { serverTexts } from '../../i18n/texts.js';
import { answers, noContent } from '../../plugins/api-docs.js';
import { spend } from '../../rate-limits.js';
import { zodIssues } from '../../validation.js';
import { clearFailures } from '../auth/login-throttle.js';
import { languageOf } from '../auth/page-language.js';
import { hashPassword } from '../auth/password.js';
import {
  renderAskOperator,
  renderForgotPassword,
  renderResetExpired,
  renderResetPassword,
  renderResetSent,
} from '../auth/reset-pages.js';
import { fieldsOf, isFormPost, sendPage, textOf } from '../auth/sign-in.js';
import { findUserById } from '../users/users.queries.js';
import type { Mailer } from './mailer.js';
import { isResetTokenLive, redeemResetToken } from './password-resets.queries.js';
import { RESET_LIMITS, sendResetLink } from './reset-link.js';

interface Deps {
  db: Db;
  config: Config;
  /** Null without SMTP: links come from the operator (`npm run reset-link`). */
  mailer: Mailer | null;
}

/** The first issue's message, for a page that shows one. */
const firstMessage = (issues: ValidationIssue[]) => issues[0]?.message ?? 'Invalid request';

/**
 * A forgotten password (decision 043): a link by email, valid 30 minutes and once, that sets a
 * new password and ends every session of the account. Forms (the pages, in the visitor's
 * language) and JSON (in English, as the rest of the API) alike.
 */
export async function passwordResetRoutes(app: FastifyInstance, { db, config, mailer }: Deps) {
  app.get(
    '/forgot-password',
    { config: { access: 'public' }, schema: { summary: 'The page to ask for a reset link' } },
    async (request, reply) => {
      const t = await serverTexts('auth', languageOf(request));
      return sendPage(reply, 200, mailer ? renderForgotPassword(t) : renderAskOperator(t));
    },
  );

  app.post(
    '/auth/password-reset',
    {
      config: { access: 'public', body: { fields: passwordResetRequestSchema } },
      schema: {
        summary: 'Mails a link to reset the password, if the address has an account',
        description:
          'Always 202, with the same answer and time whether or not the address has an account ' +
          '(the mail goes out after the answer). At most 5 an hour per address and 20 per ' +
          'client (429). Without SMTP configured, nothing is sent.',
        response: answers({ 202: noContent }, 400, 429),
      },
    },
    async (request, reply) => {
      const fields = fieldsOf(request);
      const form = isFormPost(request);
      const language = languageOf(request);
      const parsed = passwordResetRequestSchema.safeParse(fields);
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        return form
          ? sendPage(
              reply,
              400,
              renderForgotPassword(await serverTexts('auth', language), {
                email: textOf(fields.email),
                error: (await messagesIn(language))(firstMessage(issues)),
              }),
            )
          : reply.code(400).send(errorBody(400, firstMessage(issues), issues));
      }
      const { email } = parsed.data;
      try {
        await spend(db, RESET_LIMITS.client, request.ip);
        await spend(db, RESET_LIMITS.address, email);
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 429) || !form) throw error;
        reply.headers(error.headers ?? {});
        return sendPage(
          reply,
          429,
          renderForgotPassword(await serverTexts('auth', language), {
            email,
            error: (await messagesIn(language))(error.message),
          }),
        );
      }
      if (mailer) {
        // After the answer, not before: its time must not tell whether the account exists.
        setImmediate(() => {
          sendResetLink(db, config, mailer, email, language).catch((error) =>
            request.log.warn({ err: error }, 'a password reset link could not be mailed'),
          );
        });
      }
      return form
        ? sendPage(reply, 200, renderResetSent(await serverTexts('auth', language), email))
        : reply.code(202).send(null);
    },
  );

  app.get(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The page a reset link opens: the new password, twice',
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const { token } = request.query as { token?: string };
      // The token is in this page's address: no other site it loads from or links to is told it
      // (`no-referrer` would also make the browser send its form with "Origin: null", which the
      // same-origin guard refuses).
      reply.header('referrer-policy', 'same-origin');
      const t = await serverTexts('auth', languageOf(request));
      if (!token || !(await isResetTokenLive(db, token))) {
        return sendPage(reply, 400, renderResetExpired(t));
      }
      return sendPage(reply, 200, renderResetPassword(t, { token }));
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: { access: 'public', body: { fields: passwordResetConfirmSchema } },
      schema: {
        summary: 'Sets a new password with a reset link’s token; every session of it ends',
        description:
          'An unknown, used, replaced or expired token is a 400. A form post is redirected ' +
          '(303) to the sign-in page, which says the password has changed.',
        response: answers({ 204: noContent }, 400),
      },
    },
    async (request, reply) => {
      const fields = fieldsOf(request);
      const form = isFormPost(request);
      const token = textOf(fields.token) ?? '';
      const parsed = passwordResetConfirmSchema.safeParse(fields);
      const issues = parsed.success ? [] : zodIssues(parsed.error);
      const t = await serverTexts('auth', form ? languageOf(request) : DEFAULT_LANGUAGE);
      if (form && !issues.length && fields.confirmPassword !== fields.newPassword) {
        issues.push({ path: 'body.confirmPassword', message: t('passwordsDoNotMatch') });
      }
      if (!parsed.success || issues.length) {
        if (!form) return reply.code(400).send(errorBody(400, firstMessage(issues), issues));
        const invalid = issues.map((issue) => issue.path.split('.')[1] ?? '');
        const error = (await messagesIn(t.language))(firstMessage(issues));
        return sendPage(reply, 400, renderResetPassword(t, { token, error, invalid }));
      }
      const passwordHash = await hashPassword(parsed.data.newPassword);
      const userId = await redeemResetToken(db, parsed.data.token, passwordHash);
      if (!userId) {
        return form
          ? sendPage(reply, 400, renderResetExpired(t))
          : reply.code(400).send(errorBody(400, t('linkExpired')));
      }
      // Failed sign-ins before the reset no longer stand between the cook and their account.
      const user = await findUserById(db, userId);
      if (user?.email) await clearFailures(db, user.email);
      return form ? reply.redirect('/api/login?reset=done', 303) : reply.code(204).send(null);
    },
  );
}
