import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { rateLimitToast } from '@/lib/rate-limit-toast';

/**
 * Adding from a recipe or the plan needs the server to read the ingredients: without an answer it
 * says so, rather than queueing a change the cook cannot see yet.
 */
export function addFailed(error: unknown): void {
  const refused = asApiError(error);
  toast(
    rateLimitToast(error) ?? {
      title: 'Nothing was added',
      description: refused
        ? (refused.serverMessage ?? 'The ingredients could not be added')
        : 'Adding ingredients needs a connection. Try again when you are back online.',
      variant: 'destructive',
    },
  );
}
