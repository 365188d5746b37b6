import type { AnnouncementInput } from '@contracts/community';
import { ErrorCode } from '@contracts/errors';
import type { UseFormSetError } from 'react-hook-form';
import type { ToastOptions } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import type { CommunityT } from '../../lib/community-text';

/**
 * What a refused post says: 'Error' / 'Failed to create announcement. Please try again.', or the
 * server's own message where it tells the member what to change — a file too large (413), of the
 * wrong kind (415), a video too long, a display name missing (403), a field refused.
 */
export function postFailureToast(t: CommunityT, error: unknown): ToastOptions {
  const limited = rateLimitToast(error);
  if (limited) return limited;
  const failure = asApiError(error);
  const status = failure?.status ?? 0;
  const message = failure?.serverMessage;
  if (failure?.code === ErrorCode.VIDEO_TOO_LONG && message) {
    return { title: t('videoTooLong'), description: message, variant: 'destructive' };
  }
  const tellsWhy = status >= 400 && status < 500 && status !== 401 && message !== undefined;
  return {
    title: t('error'),
    description: tellsWhy ? message : t('createFailed'),
    variant: 'destructive',
  };
}

/** Puts the server's 400 `issues` next to the fields they are about. */
export function showPostIssues(error: unknown, setError: UseFormSetError<AnnouncementInput>) {
  for (const issue of asApiError(error)?.issues ?? []) {
    const field = issue.path.split('.')[0];
    if (field === 'title' || field === 'content') {
      setError(field, { type: 'server', message: issue.message });
    }
  }
}
