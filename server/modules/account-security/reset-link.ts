import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
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

/**
 * A new reset link for the local account `email` names, or null when there is none (an OpenID
 * account has no password here). The link made before it stops working.
 */
export async function makeResetLink(db: Db, config: Config, email: string): Promise<string | null> {
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) return null;
  return resetLinkFor(config, await issueResetToken(db, user.id));
}

/** Mails a reset link to `email` if it is a local account's; nothing otherwise. */
export async function sendResetLink(db: Db, config: Config, mailer: Mailer, email: string) {
  const link = await makeResetLink(db, config, email);
  if (!link) return;
  await mailer.send({
    to: email,
    subject: 'Reset your Simmer password',
    text: [
      'Someone, hopefully you, asked to reset the password of your Simmer account.',
      '',
      'To choose a new password, open this link within 30 minutes. It works once:',
      '',
      link,
      '',
      'Every device signed in to your account will be signed out.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  });
}
