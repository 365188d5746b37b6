import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
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
  const [asking, setAsking] = useState(false);
  const removal = useRemoveMember();

  const leave = () =>
    removal.mutate(viewerId, {
      onSuccess: () => {
        setAsking(false);
        toast({
          title: 'You left the household',
          description: `You no longer share ${householdName}'s meal plan and shopping lists.`,
        });
      },
      onError: (error) => {
        setAsking(false);
        toast({
          title: 'Error',
          description: asApiError(error)?.serverMessage ?? 'You could not leave the household.',
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
        Leave household
      </Button>
      <ConfirmDeleteDialog
        open={asking}
        onOpenChange={setAsking}
        title="Leave household?"
        description={`You will no longer share ${householdName}'s meal plan and shopping lists, and its members will no longer see your recipes. Your recipes stay yours. To come back, you need a new invitation.`}
        pending={removal.isPending}
        onConfirm={leave}
        confirmLabel="Leave household"
        pendingLabel="Leaving..."
      />
    </>
  );
}
