import { SESSION_HINT_ATTRIBUTE } from '@contracts/session-hint';

/**
 * What the server saw when it sent this page (contracts/session-hint.ts): `true` a session cookie
 * came with it, `false` none did (so nobody is signed in), `null` unknown (the dev server, tests).
 */
export function sessionHint(): boolean | null {
  // The server's render (web/ssr) knows better, and says so in the query cache.
  if (typeof document === 'undefined') return null;
  const value = document.documentElement.getAttribute(SESSION_HINT_ATTRIBUTE);
  return value === 'yes' ? true : value === 'no' ? false : null;
}
