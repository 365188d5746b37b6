import { RESET_LINK_MINUTES } from '../../../contracts/account-security.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { serverTexts } from '../../i18n/texts.js';
import type { RateLimit } from '../../rate-limits.js';
import { findUserByEmail } from '../users/users.queries.js';
import type { Mailer } from './mailer.js';
import { issueResetToken } from './password-resets.queries.js';

const HOUR = 60 * 60;

/**
 * How often a reset link may be asked for: per address (an account's email, or any address:
 * counted alike, so the limit tells nothing) and per client, so a script cannot mail a person
 * over and over or walk a list of addresses.
 */
export const RESET_LIMITS = {
  address: {
    action: 'password-reset',
    max: 5,
    windowSeconds: HOUR,
    message: 'A reset link was asked for this address several times. Please try again {wait}.',
  },
  client: {
    action: 'password-reset-client',
    max: 20,
    windowSeconds: HOUR,
    message: 'Too many reset links were asked for from here. Please try again {wait}.',
  },
} as const satisfies Record<string, RateLimit>;

/** The address a reset token opens: `PUBLIC_URL/reset?token=…`. */
export const resetLinkFor = (config: Config, token: string) => {
  const link = new URL('/reset', config.publicUrl);
  link.searchParams.set('token', token);
  return link.href;
};

/** The local account `email` names, or null when there is none (an OpenID account has no password here). */
async function localAccount(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  return user?.passwordHash ? user : null;
}

/**
 * A new reset link for the local account `email` names, or null when there is none. The link
 * made before it stops working.
 */
export async function makeResetLink(db: Db, config: Config, email: string): Promise<string | null> {
  const user = await localAccount(db, email);
  return user ? resetLinkFor(config, await issueResetToken(db, user.id)) : null;
}

/**
 * Mails a reset link to `email` if it is a local account's; nothing otherwise. In the language
 * the cook chose for their account, else in the one of the page that asked for it.
 */
export async function sendResetLink(
  db: Db,
  config: Config,
  mailer: Mailer,
  email: string,
  pageLanguage: string,
) {
  const user = await localAccount(db, email);
  if (!user) return;
  const link = resetLinkFor(config, await issueResetToken(db, user.id));
  const t = await serverTexts('auth', user.language ?? pageLanguage);
  await mailer.send({
    to: email,
    subject: t('resetMailSubject'),
    text: [
      t('resetMailAsked'),
      '',
      t('resetMailOpen', { minutes: RESET_LINK_MINUTES }),
      '',
      link,
      '',
      t('signsEveryDeviceOut'),
      t('resetMailIgnore'),
    ].join('\n'),
  });
}
