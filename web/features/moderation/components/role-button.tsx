import type { StaffMember } from '@contracts/moderation';
import { ShieldMinus, ShieldPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { useSetRole } from '../api/role-mutations';
import { cookName } from '../lib/moderation-text';

/**
 * "Make moderator" for a cook, "Remove moderator" for a moderator; nothing for an administrator,
 * whom the server's settings name. The button waits while the change is sent.
 */
export function RoleButton({ member }: { member: StaffMember }) {
  const t = useT('moderation');
  const change = useSetRole();
  if (member.role === 'admin') return null;
  const name = cookName(t, member);
  const promote = member.role === 'user';

  const send = () =>
    change.mutate(
      { userId: member.id, role: promote ? 'moderator' : 'user' },
      {
        onSuccess: () =>
          toast({
            title: promote ? t('moderatorAdded') : t('moderatorRemoved'),
            description: promote ? t('canNowAct', { name }) : t('noLongerModerator', { name }),
          }),
        onError: (error) =>
          toast({
            title: t('roleNotChanged'),
            description: asApiError(error)?.serverMessage ?? t('roleFailed', { name }),
            variant: 'destructive',
          }),
      },
    );

  const Icon = promote ? ShieldPlus : ShieldMinus;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={promote ? t('makeModeratorLabel', { name }) : t('removeModeratorLabel', { name })}
      aria-disabled={change.isPending}
      className={promote ? undefined : 'text-destructive hover:bg-destructive-soft'}
      onClick={() => !change.isPending && send()}
    >
      <Icon aria-hidden="true" />
      {change.isPending ? t('saving') : promote ? t('makeModerator') : t('removeModerator')}
    </Button>
  );
}
