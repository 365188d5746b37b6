import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loginSchema, registerSchema, safeReturnTo } from '../../../contracts/auth.js';
import type { ValidationIssue } from '../../../contracts/errors.js';
import { currentUserSchema } from '../../../contracts/user.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { errorBody, HttpError } from '../../http-errors.js';
import { messagesIn } from '../../i18n/messages.js';
import { serverTexts } from '../../i18n/texts.js';
import { answers } from '../../plugins/api-docs.js';
import { signupLimit, spend } from '../../rate-limits.js';
import { zodIssues } from '../../validation.js';
import { admitToSignIn } from '../moderation/sign-in-gate.js';
import { suspensionText } from '../moderation/suspension.js';
import { findUserByEmail, insertUser, toCurrentUser } from '../users/users.queries.js';
import { renderRegister, renderSignIn } from './login-page.js';
import {
  clearFailures,
  isThrottled,
  RETRY_AFTER_SECONDS,
  recordFailure,
  TOO_MANY_SIGN_INS,
} from './login-throttle.js';
import { languageOf } from './page-language.js';
import { decoyHash, hashPassword, verifyPassword } from './password.js';
import { type Fields, fieldsOf, isFormPost, sendPage, signIn, textOf } from './sign-in.js';

interface Deps {
  db: Db;
  config: Config;
}

const returnToOf = (request: FastifyRequest, fields: Fields = {}) =>
  safeReturnTo(fields.returnTo ?? (request.query as Fields | undefined)?.returnTo);
/** The form fields that validation issues name ("body.email" → "email"), for the page to mark. */
const fieldsNamed = (issues: ValidationIssue[] = []) =>
  issues.map((issue) => issue.path.split('.')[1] ?? '').filter(Boolean);

// The API's answers, in English as all its answers; a form's page shows them in its own language.
const INVALID_CREDENTIALS = 'Invalid email or password';
const SIGNUP_DISABLED = 'Sign-up is disabled';
const ACCOUNT_EXISTS = 'An account with this email already exists';

/** A page of the server's own, for the reference. */
const PAGE = (summary: string) => ({
  summary,
  description:
    "Answers HTML in the visitor's language (`lang` switches it, and is remembered in a cookie); " +
    'a signed-in visitor is redirected to `returnTo`.',
  querystring: z.object({
    returnTo: z.string().optional(),
    reset: z.string().optional(),
    lang: z.string().optional(),
  }),
});

/** Local accounts (decision 003): pages, sign-in and sign-up, for forms and for JSON. */
export async function localAuthRoutes(app: FastifyInstance, { db, config }: Deps) {
  const allowSignup = config.allowSignup;
  const passwordHelp = config.smtp ? 'mail' : 'operator';

  app.get(
    '/login',
    { config: { access: 'public' }, schema: PAGE('The sign-in page') },
    async (request, reply) => {
      const returnTo = returnToOf(request);
      if (request.user) return reply.redirect(returnTo);
      const t = await serverTexts('auth', languageOf(request, reply));
      const reset = (request.query as Fields | undefined)?.reset === 'done';
      const notice = reset ? t('passwordChanged') : undefined;
      return sendPage(reply, 200, renderSignIn({ returnTo, t, allowSignup, passwordHelp, notice }));
    },
  );

  app.get(
    '/register',
    { config: { access: 'public' }, schema: PAGE('The sign-up page (403 when sign-up is off)') },
    async (request, reply) => {
      const returnTo = returnToOf(request);
      if (request.user) return reply.redirect(returnTo);
      const t = await serverTexts('auth', languageOf(request, reply));
      if (!allowSignup) {
        const error = (await messagesIn(t.language))(SIGNUP_DISABLED);
        return sendPage(
          reply,
          403,
          renderSignIn({ returnTo, t, allowSignup, passwordHelp, error }),
        );
      }
      return sendPage(reply, 200, renderRegister({ returnTo, t }));
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public', body: { fields: loginSchema } },
      schema: {
        summary: 'Signs in with email and password',
        description:
          'JSON answers the user; a form post is redirected (303) to `returnTo`, or answered with ' +
          'the sign-in page and the problem. Failures are throttled per address (429, Retry-After).',
        response: answers({ 200: currentUserSchema }, 400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      const fields = fieldsOf(request);
      const returnTo = returnToOf(request, fields);
      const t = await serverTexts('auth', languageOf(request));
      const fail = async (
        status: 400 | 401 | 403 | 429,
        message: string,
        issues?: ValidationIssue[],
        invalid = fieldsNamed(issues),
      ) =>
        isFormPost(request)
          ? sendPage(
              reply,
              status,
              renderSignIn({
                returnTo,
                t,
                allowSignup,
                passwordHelp,
                email: textOf(fields.email),
                error: (await messagesIn(t.language))(message),
                invalid,
              }),
            )
          : reply.code(status).send(errorBody(status, message, issues));

      const parsed = loginSchema.safeParse(fields);
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        return fail(400, issues[0]?.message ?? 'Invalid request', issues);
      }
      const { email, password } = parsed.data;
      if (await isThrottled(db, email, request.ip)) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return fail(429, TOO_MANY_SIGN_INS);
      }
      const user = await findUserByEmail(db, email);
      // Always run one hash so unknown emails and wrong passwords take the same time.
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      if (!user?.passwordHash || !matches) {
        await recordFailure(db, email, request.ip);
        return fail(401, INVALID_CREDENTIALS, undefined, ['email', 'password']);
      }
      await clearFailures(db, email);
      const admission = await admitToSignIn(db, config, user);
      if (!admission.admitted) {
        return fail(
          403,
          isFormPost(request) ? suspensionText(t, admission.until) : admission.refused,
        );
      }
      await signIn(request, user.id);
      return isFormPost(request)
        ? reply.redirect(returnTo, 303)
        : reply.send(toCurrentUser(admission.user));
    },
  );

  app.post(
    '/register',
    {
      config: { access: 'public', body: { fields: registerSchema } },
      schema: {
        summary: 'Creates a local account and signs it in',
        description:
          'JSON answers 201 with the user; a form post is redirected (303) to `returnTo`, or ' +
          'answered with the sign-up page and the problem. Attempts are limited per address ' +
          '(SIGNUPS_PER_HOUR; 429 with Retry-After).',
        response: answers({ 201: currentUserSchema }, 400, 403, 409, 429),
      },
    },
    async (request, reply) => {
      const fields = fieldsOf(request);
      const returnTo = returnToOf(request, fields);
      const values = {
        email: textOf(fields.email),
        firstName: textOf(fields.firstName),
        lastName: textOf(fields.lastName),
      };
      const t = await serverTexts('auth', languageOf(request));
      const fail = async (
        status: 400 | 403 | 409 | 429,
        message: string,
        issues?: ValidationIssue[],
        invalid = fieldsNamed(issues),
      ) =>
        isFormPost(request)
          ? sendPage(
              reply,
              status,
              renderRegister({
                returnTo,
                t,
                values,
                error: (await messagesIn(t.language))(message),
                invalid,
              }),
            )
          : reply.code(status).send(errorBody(status, message, issues));

      if (!allowSignup) return fail(403, SIGNUP_DISABLED);
      const parsed = registerSchema.safeParse(fields);
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        return fail(400, issues[0]?.message ?? 'Invalid request', issues);
      }
      // Each attempt that could create an account counts, taken or not (no probing for emails).
      try {
        await spend(db, signupLimit(config.signupsPerHour), request.ip);
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
        reply.headers(error.headers ?? {});
        return fail(429, error.message);
      }
      const { email, password, firstName, lastName } = parsed.data;
      const user = await insertUser(db, {
        id: randomUUID(),
        email,
        passwordHash: await hashPassword(password),
        firstName: firstName ?? null,
        lastName: lastName ?? null,
      });
      if (!user) return fail(409, ACCOUNT_EXISTS, undefined, ['email']);
      // A new account is suspended by nobody; the settings may make it an administrator.
      const admission = await admitToSignIn(db, config, user);
      await signIn(request, user.id);
      return isFormPost(request)
        ? reply.redirect(returnTo, 303)
        : reply.code(201).send(toCurrentUser(admission.admitted ? admission.user : user));
    },
  );
}
