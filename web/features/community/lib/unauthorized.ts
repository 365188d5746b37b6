import { paths } from '@contracts/routes';
import { toast, toastsVisible } from '@/components/ui/use-toast';
import { browser } from '@/lib/browser';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { refusalMessage } from '@/lib/refusal';
import type { CommunityT } from './community-text';

/** How long the 'Unauthorized' toast shows before the browser goes to sign in. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
/** The longest wait for the toasts' viewport to be drawn before going anyway. */
export const TOAST_VIEWPORT_WAIT_MS = 3_000;

/**
 * A failure whose message begins with 401 and contains Unauthorized, i.e. the session ended while
 * the page was open. Messages are "{status}: {body}" (web/lib/api.ts).
 */
export function isUnauthorized(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return message.startsWith('401') && message.includes('Unauthorized');
}

/**
 * Toast 'Unauthorized', then the sign-in page 500 ms after the toast is on screen: its viewport may
 * still be on its way (the page raised the toast as it opened), and a slow phone would otherwise
 * leave before the cook saw why.
 */
export function sendToSignIn(t: CommunityT): void {
  toast({
    title: t('unauthorized'),
    description: t('loggedOut'),
    variant: 'destructive',
  });
  void toastsVisible(TOAST_VIEWPORT_WAIT_MS).then(() =>
    setTimeout(() => browser.assign(paths.login), LOGIN_REDIRECT_DELAY_MS),
  );
}

/**
 * The one failure handler of the community's actions (delete comment, like, reply, comment, delete
 * announcement, create announcement): the unauthorised flow for an ended session, the server's
 * words when a limit was reached (429) or the action was refused (403, e.g. by a cook who blocked
 * the viewer), otherwise the toast 'Error' with `description`.
 */
export function toastFailure(t: CommunityT, error: unknown, description: string): void {
  if (isUnauthorized(error)) {
    sendToSignIn(t);
    return;
  }
  toast(
    rateLimitToast(error) ?? {
      title: t('error'),
      description: refusalMessage(error) ?? description,
      variant: 'destructive',
    },
  );
}
