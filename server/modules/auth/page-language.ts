import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '../../../contracts/languages.js';
import { chooseLanguage, isSupportedLanguage } from '../../i18n/languages.js';

/**
 * The language of a page the server draws before anyone is signed in (sign-in, sign-up, a
 * forgotten password, a failed OpenID sign-in) and of its answers: the visitor's choice, else
 * their browser's. A page's language switch (`?lang=`, given with `reply`) is that choice,
 * remembered as the landing page's switch remembers it.
 */
export function languageOf(request: FastifyRequest, reply?: FastifyReply): string {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (reply && isSupportedLanguage(asked)) {
    reply.header(
      'set-cookie',
      `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    return asked;
  }
  return chooseLanguage(request.headers);
}
