import type { StaffMember } from '@contracts/moderation';
import { ShieldMinus, ShieldPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useSetRole } from '../api/role-mutations';
import { cookName } from '../lib/moderation-text';

/**
 * "Make moderator" for a cook, "Remove moderator" for a moderator; nothing for an administrator,
 * whom the server's settings name. The button waits while the change is sent.
 */
export function RoleButton({ member }: { member: StaffMember }) {
  const change = useSetRole();
  if (member.role === 'admin') return null;
  const name = cookName(member);
  const promote = member.role === 'user';

  const send = () =>
    change.mutate(
      { userId: member.id, role: promote ? 'moderator' : 'user' },
      {
        onSuccess: () =>
          toast({
            title: promote ? 'Moderator added' : 'Moderator removed',
            description: promote
              ? `${name} can now act on reports.`
              : `${name} is no longer a moderator.`,
          }),
        onError: (error) =>
          toast({
            title: 'Role not changed',
            description: asApiError(error)?.serverMessage ?? `${name}'s role could not be changed.`,
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
      aria-label={promote ? `Make ${name} a moderator` : `Remove ${name} as moderator`}
      aria-disabled={change.isPending}
      className={promote ? undefined : 'text-destructive hover:bg-destructive-soft'}
      onClick={() => !change.isPending && send()}
    >
      <Icon aria-hidden="true" />
      {change.isPending ? 'Saving...' : promote ? 'Make moderator' : 'Remove moderator'}
    </Button>
  );
}
