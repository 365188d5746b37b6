import { matchScreen } from '../contracts/screens.js';
import { escapeHtml } from './html.js';

/**
 * The `<link rel="preload">` tags for the API reads the screen at an address starts with
 * (decision 021), so the browser asks for them beside the entry chunk instead of after the
 * screen's chunk has run. Same URL, mode and credentials as web/lib/api.ts's `fetch`
 * (`credentials: 'include'`), so the screen is handed the preloaded answer.
 */
export function webHints(pathname: string, signedIn: boolean): string {
  const match = matchScreen(pathname, signedIn);
  const reads = match?.screen.reads(match.params, signedIn) ?? [];
  return reads
    .map(
      (url) =>
        `<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin="use-credentials">`,
    )
    .join('');
}
