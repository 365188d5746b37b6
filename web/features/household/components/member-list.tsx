import type { HouseholdMember } from '@contracts/households';
import { UserMinus } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { RowAvatar } from '@/components/user-avatar';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { personName } from '@/lib/person-name';
import { useRemoveMember } from '../api/household-mutations';

/**
 * The household's members in the order they joined: picture, name, who started it, which one is
 * the cook. The one who started it may remove the others, after a confirmation.
 */
export function MemberList({
  members,
  viewerId,
  householdName,
}: {
  members: HouseholdMember[];
  viewerId: string | undefined;
  householdName: string;
}) {
  const t = useT('household');
  const viewerIsCreator = members.some((member) => member.id === viewerId && member.isCreator);
  // Kept after closing, so the dialog's words stay put while it fades out.
  const [toRemove, setToRemove] = useState<HouseholdMember | null>(null);
  const [asking, setAsking] = useState(false);
  const removal = useRemoveMember();
  const list = useRef<HTMLUListElement>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const removedName = toRemove ? personName(toRemove) : '';

  const confirm = () => {
    if (!toRemove) return;
    removal.mutate(toRemove.id, {
      onSuccess: () => {
        toast({
          title: t('memberRemoved'),
          description: t('memberRemovedText', { name: removedName, household: householdName }),
        });
        setAsking(false);
      },
      onError: (error) => {
        setAsking(false);
        toast({
          title: t('error'),
          description:
            asApiError(error)?.serverMessage ?? t('removeMemberFailed', { name: removedName }),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <>
      <ul ref={list} tabIndex={-1} aria-label={t('members')} className="grid gap-3 outline-none">
        {members.map((member) => {
          const name = personName(member);
          const isViewer = member.id === viewerId;
          return (
            <li key={member.id} className="flex items-center gap-3">
              <RowAvatar src={member.profileImageUrl} displayName={member.displayName ?? name} />
              <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="truncate font-medium">{name}</span>
                {isViewer && <span className="text-muted-foreground text-sm">{t('you')}</span>}
                {member.isCreator && <Badge variant="outline">{t('creator')}</Badge>}
              </div>
              {viewerIsCreator && !isViewer && (
                <Button
                  variant="outline"
                  size="sm"
                  className="text-destructive hover:bg-destructive-soft"
                  aria-label={t('removeMember', { name })}
                  onClick={(event) => {
                    trigger.current = event.currentTarget;
                    setToRemove(member);
                    setAsking(true);
                  }}
                >
                  <UserMinus aria-hidden="true" />
                  {t('remove')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDeleteDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('removeMemberTitle', { name: removedName })}
        description={t('removeMemberText', { name: removedName, household: householdName })}
        pending={removal.isPending}
        onConfirm={confirm}
        confirmLabel={t('remove')}
        pendingLabel={t('removing')}
        returnFocusTo={trigger}
        fallbackFocus={() => list.current}
      />
    </>
  );
}
