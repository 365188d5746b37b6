import { paths } from '@contracts/routes';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/texts';
import { sendToSignIn } from '../../lib/unauthorized';
import { useViewer } from '../../lib/use-viewer';

/**
 * Who may open Create Announcement: a signed-in user without a display name is sent to /account to
 * add one; a signed-out user (a session that ended, a bookmark) gets the 'Unauthorized' toast and
 * the sign-in page after 500 ms. Either happens once, however often this renders.
 */
export function DisplayNameRequired({ children }: { children: ReactNode }) {
  const t = useT('community');
  const { user, loading, canInteract } = useViewer();
  const navigate = useNavigate();
  const signedOut = !loading && user === null;
  const nameless = user !== null && !canInteract;
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !(signedOut || nameless)) return;
    sent.current = true;
    if (signedOut) {
      sendToSignIn(t);
      return;
    }
    toast({ title: t('displayNameRequired'), description: t('displayNameRequiredText') });
    navigate(paths.account, { replace: true });
  }, [signedOut, nameless, navigate, t]);

  if (loading || signedOut) return <PageLoading />;
  return nameless ? null : children;
}
