import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { useRemoveMember } from '../api/household-mutations';

/**
 * "Leave household", after a confirmation. The cook then has a household of their own again,
 * which the screen shows once it is read.
 */
export function LeaveHousehold({
  viewerId,
  householdName,
}: {
  viewerId: string;
  householdName: string;
}) {
  const t = useT('household');
  const [asking, setAsking] = useState(false);
  const removal = useRemoveMember();

  const leave = () =>
    removal.mutate(viewerId, {
      onSuccess: () => {
        setAsking(false);
        toast({
          title: t('left'),
          description: t('leftText', { household: householdName }),
        });
      },
      onError: (error) => {
        setAsking(false);
        toast({
          title: t('error'),
          description: asApiError(error)?.serverMessage ?? t('leaveFailed'),
          variant: 'destructive',
        });
      },
    });

  return (
    <>
      <Button
        variant="outline"
        className="text-destructive hover:bg-destructive-soft"
        onClick={() => setAsking(true)}
      >
        <LogOut aria-hidden="true" />
        {t('leave')}
      </Button>
      <ConfirmDeleteDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('leaveTitle')}
        description={t('leaveText', { household: householdName })}
        pending={removal.isPending}
        onConfirm={leave}
        confirmLabel={t('leave')}
        pendingLabel={t('leaving')}
      />
    </>
  );
}
