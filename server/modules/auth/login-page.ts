// The sign-in and sign-up pages of local-account mode (decision 003). Served by the API so
// that `/api/login` works as a plain browser navigation; no script but the app's own tiny theme
// script (allowed by its hash, so the CSP stays strict), and the web client's look, light or dark,
// through plain CSS (auth-page-styles.ts).
//
// Errors reach screen readers three ways, none needing script: the page title starts with
// "Error:" (read first on load), the message is a role="alert" region, and every field it concerns
// is aria-invalid and described by it, so focusing a field reads the message again.
import { languageName } from '../../../contracts/languages.js';
import { themeHeadTags } from '../../../contracts/theme-script.js';
import { escapeHtml } from '../../html.js';
import { supportedLanguages } from '../../i18n/languages.js';
import type { ServerT } from '../../i18n/texts.js';
import { authPageStyles } from './auth-page-styles.js';

/** A page of its own, in the language of `t`: `title` is the page's name. */
export function page(t: ServerT<'auth'>, title: string, body: string, error?: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(t.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${themeHeadTags}
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<link rel="manifest" href="/manifest.webmanifest">
<title>${escapeHtml(t(error ? 'errorPageTitle' : 'pageTitle', { title }))}</title>
<style>${authPageStyles}</style>
</head>
<body>
<a class="brand" href="/"><img src="/favicon.svg" alt="" width="44" height="44">Simmer</a>
<main>
${body}
</main>
</body>
</html>`;
}

const ERROR_ID = 'form-error';
export const errorBox = (error?: string) =>
  error ? `<p class="error" role="alert" id="${ERROR_ID}">${escapeHtml(error)}</p>` : '';
const withReturnTo = (path: string, returnTo: string) =>
  returnTo === '/' ? path : `${path}?returnTo=${encodeURIComponent(returnTo)}`;

export interface Field {
  name: string;
  label: string;
  type?: string;
  autocomplete: string;
  value?: string | undefined;
  required?: boolean;
  /** Extra attributes, e.g. length limits; trusted text, never user input. */
  attributes?: string;
  hint?: string;
}

/** A labelled input; when the page shows an error about it, it is marked invalid and described by it. */
function field(spec: Field, invalid: boolean, autofocus: boolean): string {
  const hintId = spec.hint ? `${spec.name}-hint` : '';
  const describedBy = [hintId, invalid ? ERROR_ID : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${spec.name}"`,
    `name="${spec.name}"`,
    `type="${spec.type ?? 'text'}"`,
    `autocomplete="${spec.autocomplete}"`,
    spec.value ? `value="${escapeHtml(spec.value)}"` : '',
    spec.required ? 'required' : '',
    spec.attributes ?? '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    invalid ? 'aria-invalid="true"' : '',
    autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  const hint = spec.hint ? `\n<p class="hint" id="${hintId}">${escapeHtml(spec.hint)}</p>` : '';
  return `<div class="field">
<label for="${spec.name}">${escapeHtml(spec.label)}</label>
<input ${attributes.join(' ')}>${hint}
</div>`;
}

/** The fields in order; focus goes to the first invalid one, else to the first empty one. */
export function fields(specs: Field[], invalid: readonly string[]): string[] {
  const focus =
    specs.find((spec) => invalid.includes(spec.name)) ?? specs.find((spec) => !spec.value);
  return specs.map((spec) => field(spec, invalid.includes(spec.name), spec === focus));
}

/** What every sign-in and sign-up page knows: where to go after, and in which language. */
interface AuthPage {
  returnTo: string;
  /** The page's texts, in its language (the visitor's choice, else their browser's). */
  t: ServerT<'auth'>;
}

/** Links to the same page in each other language Simmer speaks (each remembered by the server). */
function languageSwitch(path: string, { returnTo, t }: AuthPage) {
  const links = supportedLanguages.map((other) => {
    const query = new URLSearchParams({ lang: other });
    if (returnTo !== '/') query.set('returnTo', returnTo);
    const current = other === t.language ? ' aria-current="true"' : '';
    return `<a href="${escapeHtml(`${path}?${query}`)}" hreflang="${other}" lang="${other}"${current}>${escapeHtml(languageName(other))}</a>`;
  });
  return `<nav class="alt" aria-label="${escapeHtml(t('language'))}">${links.join(' · ')}</nav>`;
}

export interface SignInPage extends AuthPage {
  allowSignup: boolean;
  /**
   * How a cook who forgot the password gets a new one: a link by email (SMTP configured), or
   * from the person who runs the server (`npm run reset-link`).
   */
  passwordHelp: 'mail' | 'operator';
  /** A note above the form that is not an error ("Your password has been changed…"). */
  notice?: string | undefined;
  email?: string | undefined;
  error?: string | undefined;
  /** Names of the fields the error is about. */
  invalid?: readonly string[];
}

export function renderSignIn(options: SignInPage): string {
  const { returnTo, t, allowSignup, passwordHelp, notice, email = '', error } = options;
  const signup = allowSignup
    ? `<p class="alt">${escapeHtml(t('newToSimmer'))} <a href="${escapeHtml(withReturnTo('/api/register', returnTo))}">${escapeHtml(t('createAccountLink'))}</a></p>`
    : '';
  const [emailField, passwordField] = fields(
    [
      {
        name: 'email',
        label: t('email'),
        type: 'email',
        autocomplete: 'email',
        value: email,
        required: true,
      },
      {
        name: 'password',
        label: t('password'),
        type: 'password',
        autocomplete: 'current-password',
        required: true,
      },
    ],
    options.invalid ?? [],
  );
  return page(
    t,
    t('signInTitle'),
    `<h1>${escapeHtml(t('signInHeading'))}</h1>
<p class="lead">${escapeHtml(t('signInLead'))}</p>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
${errorBox(error)}
<form method="post" action="/api/login" novalidate>
<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
${emailField}
${passwordField}
<button type="submit">${escapeHtml(t('signInButton'))}</button>
</form>
<p class="error" id="passkey-problem" role="alert" data-failed="${escapeHtml(t('passkeyFailed'))}" hidden></p>
<button type="button" class="secondary" id="passkey-sign-in" hidden>${escapeHtml(t('passkeyButton'))}</button>
<script type="module" src="/passkey-sign-in.js"></script>
${passwordHelp === 'mail' ? `<p class="alt"><a href="/api/forgot-password">${escapeHtml(t('forgotPassword'))}</a></p>` : `<p class="alt">${escapeHtml(t('askOperator'))}</p>`}
${signup}
${languageSwitch('/api/login', options)}`,
    error,
  );
}

export interface RegisterPage extends AuthPage {
  values?: {
    email?: string | undefined;
    firstName?: string | undefined;
    lastName?: string | undefined;
  };
  error?: string | undefined;
  invalid?: readonly string[];
}

export function renderRegister(options: RegisterPage): string {
  const { returnTo, t, values = {}, error, invalid = [] } = options;
  const [firstName, lastName, email, password] = fields(
    [
      {
        name: 'firstName',
        label: t('firstName'),
        autocomplete: 'given-name',
        value: values.firstName,
        attributes: 'maxlength="100"',
      },
      {
        name: 'lastName',
        label: t('lastName'),
        autocomplete: 'family-name',
        value: values.lastName,
        attributes: 'maxlength="100"',
      },
      {
        name: 'email',
        label: t('email'),
        type: 'email',
        autocomplete: 'email',
        value: values.email,
        required: true,
      },
      {
        name: 'password',
        label: t('password'),
        type: 'password',
        autocomplete: 'new-password',
        required: true,
        attributes: 'minlength="8" maxlength="200"',
        hint: t('passwordHint', { count: 8 }),
      },
    ],
    invalid,
  );
  return page(
    t,
    t('registerTitle'),
    `<h1>${escapeHtml(t('registerHeading'))}</h1>
<p class="lead">${escapeHtml(t('registerLead'))}</p>
${errorBox(error)}
<form method="post" action="/api/register" novalidate>
<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
<div class="row">
${firstName}
${lastName}
</div>
${email}
${password}
<button type="submit">${escapeHtml(t('createAccountButton'))}</button>
</form>
<p class="alt">${escapeHtml(t('haveAccount'))} <a href="${escapeHtml(withReturnTo('/api/login', returnTo))}">${escapeHtml(t('signInLink'))}</a></p>
${languageSwitch('/api/register', options)}`,
    error,
  );
}

/** A short explanation page for a browser navigation that cannot continue (e.g. a failed callback). */
export function renderProblem(t: ServerT<'auth'>, title: string, text: string): string {
  return page(
    t,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="error" role="alert">${escapeHtml(text)}</p>
<p class="alt"><a href="/api/login">${escapeHtml(t('trySigningInAgain'))}</a> · <a href="/">${escapeHtml(t('home'))}</a></p>`,
    text,
  );
}
