import { paths } from '@contracts/routes';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useViewer } from '../../lib/use-viewer';

/**
 * SPEC §4: a signed-in user without a display name who opens Create Announcement is sent to
 * /account to add one. (Signed out, the route does not exist: it sits under SignedInOnly.)
 */
export function DisplayNameRequired({ children }: { children: ReactNode }) {
  const { user, canInteract } = useViewer();
  const navigate = useNavigate();
  const refused = user !== null && !canInteract;

  useEffect(() => {
    if (!refused) return;
    toast({
      title: 'Display Name Required',
      description: 'Please add a display name to your profile before posting.',
    });
    navigate(paths.account, { replace: true });
  }, [refused, navigate]);

  return refused ? null : children;
}
