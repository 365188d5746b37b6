// The sign-in and sign-up pages of local-account mode (CONTRACT "Sign-in"). Served by the API so
// that `/api/login` works as a plain browser navigation; no script, so the CSP stays strict.

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const styles = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:linear-gradient(135deg,#fff7ed,#fef3c7);color:#1c1917}
  main{width:min(92vw,400px);background:#fff;border-radius:16px;padding:32px;box-shadow:0 10px 30px rgba(120,53,15,.12)}
  .brand{color:#ea580c;font-weight:800;font-size:28px;text-decoration:none}
  h1{font-size:20px;margin:12px 0 20px}
  label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
  input{width:100%;padding:10px 12px;border:1px solid #d6d3d1;border-radius:8px;font-size:16px}
  input:focus{outline:3px solid #fdba74;border-color:#ea580c}
  button{margin-top:22px;width:100%;padding:12px;border:0;border-radius:8px;background:#ea580c;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
  button:hover{background:#c2410c}
  button:focus-visible{outline:3px solid #fdba74;outline-offset:2px}
  .error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:8px;padding:10px 12px;font-size:14px}
  .row{display:flex;gap:12px}.row>div{flex:1}
  p.alt{margin:20px 0 0;font-size:14px;text-align:center}
  a{color:#c2410c}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Simmer</title>
<style>${styles}</style>
</head>
<body><main>
<a class="brand" href="/">Simmer</a>
${body}
</main></body>
</html>`;
}

const errorBox = (error?: string) =>
  error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : '';
const describedBy = (error?: string) => (error ? ' aria-describedby="form-error"' : '');
const withReturnTo = (path: string, returnTo: string) =>
  returnTo === '/' ? path : `${path}?returnTo=${encodeURIComponent(returnTo)}`;

export interface SignInPage {
  returnTo: string;
  allowSignup: boolean;
  email?: string | undefined;
  error?: string | undefined;
}

export function renderSignIn({ returnTo, allowSignup, email = '', error }: SignInPage): string {
  const signup = allowSignup
    ? `<p class="alt">New to Simmer? <a href="${escapeHtml(withReturnTo('/api/register', returnTo))}">Create an account</a></p>`
    : '';
  return page(
    'Sign in',
    `<h1>Sign in to Simmer</h1>
${errorBox(error)}
<form method="post" action="/api/login"${describedBy(error)}>
<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">Sign In</button>
</form>
${signup}`,
  );
}

export interface RegisterPage {
  returnTo: string;
  values?: {
    email?: string | undefined;
    firstName?: string | undefined;
    lastName?: string | undefined;
  };
  error?: string | undefined;
}

export function renderRegister({ returnTo, values = {}, error }: RegisterPage): string {
  const value = (v: string | undefined) => escapeHtml(v ?? '');
  return page(
    'Create an account',
    `<h1>Create your Simmer account</h1>
${errorBox(error)}
<form method="post" action="/api/register"${describedBy(error)}>
<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
<div class="row">
<div><label for="firstName">First name</label>
<input id="firstName" name="firstName" autocomplete="given-name" maxlength="100" value="${value(values.firstName)}"></div>
<div><label for="lastName">Last name</label>
<input id="lastName" name="lastName" autocomplete="family-name" maxlength="100" value="${value(values.lastName)}"></div>
</div>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${value(values.email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="200">
<button type="submit">Create Account</button>
</form>
<p class="alt">Already have an account? <a href="${escapeHtml(withReturnTo('/api/login', returnTo))}">Sign in</a></p>`,
  );
}

/** A short explanation page for a browser navigation that cannot continue (e.g. a failed callback). */
export function renderProblem(title: string, text: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="error" role="alert">${escapeHtml(text)}</p>
<p class="alt"><a href="/api/login">Try signing in again</a> · <a href="/">Home</a></p>`,
  );
}
