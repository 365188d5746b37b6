import { useBrowserValue } from '@/lib/browser';
import { localDay } from '@/lib/intl-formats';

const today = () => localDay();

/**
 * The cook's today (YYYY-MM-DD, their own time zone); null in the server's render and while the
 * browser adopts it, since only the browser knows the cook's clock. The plan is drawn for it once
 * known, rather than for the server's day and then another.
 */
export function useToday(): string | null {
  return useBrowserValue(today, null);
}
