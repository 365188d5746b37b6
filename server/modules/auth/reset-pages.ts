// The pages of a forgotten password (decision 043), drawn like the sign-in page: no script, the
// app's look, errors tied to their fields.

import { RESET_LINK_MINUTES } from '../../../contracts/account-security.js';
import { PASSWORD_MIN } from '../../../contracts/auth.js';
import { escapeHtml } from '../../html.js';
import type { ServerT } from '../../i18n/texts.js';
import { errorBox, fields, page } from './login-page.js';

const signInLink = (t: ServerT<'auth'>) =>
  `<p class="alt">${escapeHtml(t('rememberedIt'))} <a href="/api/login">${escapeHtml(t('signInLink'))}</a></p>`;

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
        label: t('email'),
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
    t('resetTitle'),
    `<h1>${escapeHtml(t('resetTitle'))}</h1>
<p class="lead">${escapeHtml(t('resetLead'))}</p>
${errorBox(error)}
<form method="post" action="/api/auth/password-reset" novalidate>
${emailField}
<button type="submit">${escapeHtml(t('sendResetLink'))}</button>
</form>
${signInLink(t)}`,
    error,
  );
}

/** The same answer whether or not the address has an account. */
export function renderResetSent(t: ServerT<'auth'>, email: string): string {
  return page(
    t,
    t('checkEmailTitle'),
    `<h1>${escapeHtml(t('checkEmailTitle'))}</h1>
<p class="notice" role="status">${escapeHtml(t('resetSent', { email, minutes: RESET_LINK_MINUTES }))}</p>
${signInLink(t)}`,
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
        label: t('newPassword'),
        type: 'password',
        autocomplete: 'new-password',
        required: true,
        attributes: `minlength="${PASSWORD_MIN}" maxlength="200"`,
        hint: t('passwordHint', { count: PASSWORD_MIN }),
      },
      {
        name: 'confirmPassword',
        label: t('confirmNewPassword'),
        type: 'password',
        autocomplete: 'new-password',
        required: true,
      },
    ],
    invalid,
  );
  return page(
    t,
    t('newPasswordTitle'),
    `<h1>${escapeHtml(t('newPasswordTitle'))}</h1>
<p class="lead">${escapeHtml(t('signsEveryDeviceOut'))}</p>
${errorBox(error)}
<form method="post" action="/api/auth/password-reset/confirm" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
${newPassword}
${confirmPassword}
<button type="submit">${escapeHtml(t('setNewPassword'))}</button>
</form>
${signInLink(t)}`,
    error,
  );
}

/** A link that no longer works, and the way to a new one. */
export function renderResetExpired(t: ServerT<'auth'>): string {
  const expired = t('linkExpired');
  return page(
    t,
    t('linkExpiredTitle'),
    `<h1>${escapeHtml(t('linkExpiredTitle'))}</h1>
<p class="error" role="alert">${escapeHtml(expired)}</p>
<p class="alt"><a href="/api/forgot-password">${escapeHtml(t('askNewLink'))}</a> · <a href="/api/login">${escapeHtml(t('signInLink'))}</a></p>`,
    expired,
  );
}

/** Without mail, the way to a new password is the person who runs the server. */
export function renderAskOperator(t: ServerT<'auth'>): string {
  return page(
    t,
    t('resetTitle'),
    `<h1>${escapeHtml(t('resetTitle'))}</h1>
<p class="notice" role="status">${escapeHtml(t('askOperator'))}</p>
${signInLink(t)}`,
  );
}
