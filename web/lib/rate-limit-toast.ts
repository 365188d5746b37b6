import type { ToastOptions } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';

/**
 * The toast for a call refused by an abuse limit (429): the server's own words, which say when
 * to try again; null for any other failure.
 */
export function rateLimitToast(error: unknown): ToastOptions | null {
  const failure = asApiError(error);
  if (failure?.status !== 429) return null;
  return {
    title: 'Slow down',
    description: failure.serverMessage ?? 'Too many requests. Please try again later.',
    variant: 'destructive',
  };
}
