import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import type { ShoppingT } from '../lib/shopping-text';

/**
 * Adding from a recipe or the plan needs the server to read the ingredients: without an answer it
 * says so, rather than queueing a change the cook cannot see yet.
 */
export function addFailed(error: unknown, t: ShoppingT): void {
  const refused = asApiError(error);
  toast(
    rateLimitToast(error) ?? {
      title: t('nothingAdded'),
      description: refused ? (refused.serverMessage ?? t('addRefused')) : t('addNeedsConnection'),
      variant: 'destructive',
    },
  );
}
