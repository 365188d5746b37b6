import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/texts';
import { refusalMessage } from '@/lib/refusal';
import { useToggleFollow } from '../../api/profile-mutations';
import { useFollowState } from '../../api/profile-queries';

/**
 * Follow/Unfollow for a signed-in viewer of someone else's profile. Render it only then: the
 * follow-state lookup is made when it mounts.
 */
export function FollowButton({ userId, name }: { userId: string; name: string }) {
  const t = useT('profile');
  const { data: following, isPending } = useFollowState(userId, true);
  const toggle = useToggleFollow(userId);

  const onClick = () =>
    toggle.mutate(undefined, {
      onSuccess: (now) =>
        toast(
          now
            ? { title: t('followed'), description: t('followedText', { name }) }
            : { title: t('unfollowed'), description: t('unfollowedText', { name }) },
        ),
      // A block either way refuses the follow with words worth showing.
      onError: (error) =>
        toast({
          title: t('error'),
          description: refusalMessage(error) ?? t('followFailed'),
          variant: 'destructive',
        }),
    });

  return (
    <Button
      type="button"
      variant={following ? 'outline' : 'default'}
      onClick={onClick}
      disabled={isPending || toggle.isPending}
      aria-pressed={following ?? false}
    >
      {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {following ? t('unfollow') : t('follow')}
    </Button>
  );
}
