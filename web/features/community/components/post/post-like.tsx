import type { Announcement } from '@contracts/community';
import { useT } from '@/lib/i18n/texts';
import { useToggleAnnouncementLike } from '../../api/announcement-mutations';
import { toastFailure } from '../../lib/unauthorized';
import { useViewer } from '../../lib/use-viewer';
import { LikeButton, SignInToLike } from '../like-button';

/** Likes a post, optimistically; a visitor is offered sign-in, a user without a name the gate. */
export function PostLike({ post }: { post: Announcement }) {
  const t = useT('community');
  const viewer = useViewer();
  const toggle = useToggleAnnouncementLike();
  if (!viewer.user) return <SignInToLike count={post.likesCount} />;

  const onClick = () => {
    // One toggle at a time: two in flight could answer out of order and leave the wrong state.
    if (toggle.isPending || !viewer.allow('post')) return;
    toggle.mutate(post, {
      onError: (error) => toastFailure(t, error, t('likeFailed')),
    });
  };
  return <LikeButton liked={post.liked ?? false} count={post.likesCount} onClick={onClick} />;
}
