// The pages of a forgotten password (decision 043), drawn like the sign-in page: no script, the
// app's look, errors tied to their fields.

import { RESET_LINK_MINUTES } from '../../../contracts/account-security.js';
import { PASSWORD_MIN } from '../../../contracts/auth.js';
import { escapeHtml } from '../../html.js';
import type { ServerT } from '../../i18n/texts.js';
import { ASK_OPERATOR, errorBox, fields, page } from './login-page.js';

const SIGN_IN = '<p class="alt">Remembered it? <a href="/api/login">Sign in</a></p>';

/** Where a cook asks for a reset link by email. */
export function renderForgotPassword(
  t: ServerT<'auth'>,
  {
    email = '',
    error,
  }: {
    email?: string | undefined;
    error?: string | undefined;
  } = {},
): string {
  const [emailField] = fields(
    [
      {
        name: 'email',
        label: 'Email',
        type: 'email',
        autocomplete: 'email',
        value: email,
        required: true,
      },
    ],
    error ? ['email'] : [],
  );
  return page(
    t,
    'Reset your password',
    `<h1>Reset your password</h1>
<p class="lead">Enter the email you sign in with, and we'll send you a link to choose a new password.</p>
${errorBox(error)}
<form method="post" action="/api/auth/password-reset" novalidate>
${emailField}
<button type="submit">Send Reset Link</button>
</form>
${SIGN_IN}`,
    error,
  );
}

/** The same answer whether or not the address has an account. */
export function renderResetSent(t: ServerT<'auth'>, email: string): string {
  return page(
    t,
    'Check your email',
    `<h1>Check your email</h1>
<p class="notice" role="status">If an account uses ${escapeHtml(email)}, a link to reset its password is on its way. It works once, within ${RESET_LINK_MINUTES} minutes.</p>
${SIGN_IN}`,
  );
}

/** A reset link's form: the new password twice. */
export function renderResetPassword(
  t: ServerT<'auth'>,
  {
    token,
    error,
    invalid = [],
  }: {
    token: string;
    error?: string | undefined;
    invalid?: readonly string[];
  },
): string {
  const [newPassword, confirmPassword] = fields(
    [
      {
        name: 'newPassword',
        label: 'New password',
        type: 'password',
        autocomplete: 'new-password',
        required: true,
        attributes: `minlength="${PASSWORD_MIN}" maxlength="200"`,
        hint: `At least ${PASSWORD_MIN} characters.`,
      },
      {
        name: 'confirmPassword',
        label: 'Confirm new password',
        type: 'password',
        autocomplete: 'new-password',
        required: true,
      },
    ],
    invalid,
  );
  return page(
    t,
    'Choose a new password',
    `<h1>Choose a new password</h1>
<p class="lead">Every device signed in to your account will be signed out.</p>
${errorBox(error)}
<form method="post" action="/api/auth/password-reset/confirm" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
${newPassword}
${confirmPassword}
<button type="submit">Set New Password</button>
</form>
${SIGN_IN}`,
    error,
  );
}

export const LINK_EXPIRED = 'This reset link has expired or has already been used.';

/** A link that no longer works, and the way to a new one. */
export function renderResetExpired(t: ServerT<'auth'>): string {
  return page(
    t,
    'Reset link expired',
    `<h1>Reset link expired</h1>
<p class="error" role="alert">${LINK_EXPIRED}</p>
<p class="alt"><a href="/api/forgot-password">Ask for a new link</a> · <a href="/api/login">Sign in</a></p>`,
    LINK_EXPIRED,
  );
}

/** Without mail, the way to a new password is the person who runs the server. */
export function renderAskOperator(t: ServerT<'auth'>): string {
  return page(
    t,
    'Reset your password',
    `<h1>Reset your password</h1>
<p class="notice" role="status">${escapeHtml(ASK_OPERATOR)}</p>
${SIGN_IN}`,
  );
}
