// "Sign in with a passkey" on the server's sign-in page (server/modules/auth/login-page.ts). Plain
// JS from the client's static files, no imports: the page has no bundle, and the browser's own
// WebAuthn JSON helpers do what a library would. Browsers without them keep the button hidden.
const button = document.getElementById('passkey-sign-in');
const problem = document.getElementById('passkey-problem');
// In the page's language, as the server drew it.
const CANCELLED = problem?.dataset.failed ?? '';

/** The server's refusal, in words fit to show. */
class Refused extends Error {}

// Same-origin, with the Origin header fetch sends on a POST: the server's same-origin guard wants it.
async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Refused(answer.message || CANCELLED);
  return answer;
}

async function signIn() {
  button.disabled = true;
  problem.hidden = true;
  try {
    const options = await post('/api/login/passkey/options', {});
    const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(options);
    const assertion = await navigator.credentials.get({ publicKey });
    if (!assertion) throw new DOMException('No passkey was chosen', 'NotAllowedError');
    await post('/api/login/passkey', { response: assertion.toJSON() });
    // Where the password form would have gone (the server made it safe when it drew the page);
    // only a path of this site, all the same.
    const returnTo = document.querySelector('input[name="returnTo"]')?.value ?? '';
    location.assign(/^\/(?![/\\])/.test(returnTo) ? returnTo : '/');
  } catch (error) {
    // The browser's own errors (a cancelled or timed-out ceremony, no connection) say nothing fit
    // to show.
    problem.textContent = error instanceof Refused ? error.message : CANCELLED;
    problem.hidden = false;
    button.disabled = false;
  }
}

if (
  button &&
  problem &&
  typeof window.PublicKeyCredential?.parseRequestOptionsFromJSON === 'function'
) {
  button.hidden = false;
  button.addEventListener('click', signIn);
}
