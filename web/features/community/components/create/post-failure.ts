import type { AnnouncementInput } from '@contracts/community';
import type { UseFormSetError } from 'react-hook-form';
import type { ToastOptions } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { rateLimitToast, serverCode, serverIssues, serverMessage } from '@/lib/api-error-message';

const GENERIC = 'Failed to create announcement. Please try again.';

/**
 * What a refused post says (SPEC §8): 'Error' / 'Failed to create announcement. Please try
 * again.', or the server's own message where it tells the member what to change — a file too large
 * (413), of the wrong kind (415), a video too long, a display name missing (403), a field refused.
 */
export function postFailureToast(error: unknown): ToastOptions {
  const limited = rateLimitToast(error);
  if (limited) return limited;
  const status = error instanceof ApiError ? error.status : 0;
  const message = serverMessage(error);
  if (serverCode(error) === 'VIDEO_TOO_LONG' && message) {
    return { title: 'Video Too Long', description: message, variant: 'destructive' };
  }
  const tellsWhy = status >= 400 && status < 500 && status !== 401 && message !== null;
  return { title: 'Error', description: tellsWhy ? message : GENERIC, variant: 'destructive' };
}

/** Puts the server's 400 `issues` next to the fields they are about. */
export function showPostIssues(error: unknown, setError: UseFormSetError<AnnouncementInput>) {
  for (const issue of serverIssues(error)) {
    const field = issue.path.split('.')[0];
    if (field === 'title' || field === 'content') {
      setError(field, { type: 'server', message: issue.message });
    }
  }
}
