import { exactDateTime } from '@/lib/relative-time';

/** When an invitation stops working, in `language`: "March 5, 2025 at 12:00 PM". */
export const expiryText = (iso: string, language: string) => exactDateTime(iso, language);

/**
 * The invitation's link as it is shared. The server names the address in full; a path alone is
 * completed with this page's origin, so what is copied opens anywhere.
 */
export function shareableUrl(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}
