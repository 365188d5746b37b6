import type { Comment } from '@contracts/community';
import { useT } from '@/lib/i18n/texts';
import { useToggleCommentLike } from '../../api/comment-mutations';
import { toastFailure } from '../../lib/unauthorized';
import { useViewer } from '../../lib/use-viewer';
import { LikeButton, SignInToLike } from '../like-button';

/** Likes a comment, optimistically; visitors are offered sign-in. */
export function CommentLike({ comment }: { comment: Comment }) {
  const t = useT('community');
  const viewer = useViewer();
  const toggle = useToggleCommentLike();
  if (!viewer.user) return <SignInToLike count={comment.likesCount} small />;

  const onClick = () => {
    // One toggle at a time, so answers cannot arrive out of order.
    if (toggle.isPending || !viewer.allow('likeComment')) return;
    toggle.mutate(comment, {
      onError: (error) => toastFailure(t, error, t('likeFailed')),
    });
  };
  return (
    <LikeButton liked={comment.liked ?? false} count={comment.likesCount} onClick={onClick} small />
  );
}
