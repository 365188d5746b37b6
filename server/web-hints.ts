import { matchScreen } from '../contracts/screens.js';
import { CURRENT_USER_URL } from '../contracts/session-hint.js';
import { escapeHtml } from './html.js';

/**
 * The `<link rel="preload">` tags for the API reads the screen at an address starts with
 * (decision 021), so the browser asks for them beside the entry chunk instead of after the
 * screen's chunk has run. Same URL, mode and credentials as web/lib/api.ts's `fetch`
 * (`credentials: 'include'`), so the screen is handed the preloaded answer.
 */
export function webHints(pathname: string, signedIn: boolean): string {
  const match = matchScreen(pathname, signedIn);
  const screenReads = match?.screen.reads(match.params, signedIn) ?? [];
  // Every screen asks who is signed in; without a session cookie the page says "no" instead
  // (web-client.ts), and the client does not ask.
  const reads = signedIn ? [CURRENT_USER_URL, ...screenReads] : screenReads;
  return reads
    .map(
      (url) =>
        `<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin="use-credentials">`,
    )
    .join('');
}
