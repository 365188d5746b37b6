import type { Comment } from '@contracts/community';
import { useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/texts';
import { useDeleteComment } from '../../api/comment-mutations';
import { commentReportTitle } from '../../lib/display';
import { toastFailure } from '../../lib/unauthorized';
import { useViewer } from '../../lib/use-viewer';
import { OthersMenu } from '../others-menu';
import { OwnerMenu } from '../owner-menu';
import { useThreadFocusFallback } from './thread-focus';

/**
 * The comment's '…' menu: 'Delete comment' for its owner; 'Report comment' and 'Block {name}'
 * for others.
 */
export function CommentMenu({ comment, parent }: { comment: Comment; parent: Comment | null }) {
  const t = useT('community');
  const { user } = useViewer();
  const deletion = useDeleteComment();
  const fallbackFocus = useThreadFocusFallback();
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  if (!user) return null;
  if (user.id !== comment.userId) {
    return (
      <OthersMenu
        report={{
          label: t('reportComment'),
          contentType: 'comment',
          contentId: comment.id,
          reportedUserId: comment.userId,
          title: commentReportTitle(comment.content),
        }}
        author={comment.user}
        small
        afterBlockFocus={fallbackFocus}
      />
    );
  }

  const confirm = () =>
    deletion.mutate(
      { comment, parent },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: t('success'), description: t('commentDeleted') });
        },
        onError: (error) => {
          setConfirming(false);
          toastFailure(t, error, t('deleteCommentFailed'));
        },
      },
    );

  return (
    <>
      <OwnerMenu
        label={t('deleteComment')}
        onSelect={() => setConfirming(true)}
        triggerRef={trigger}
        small
      />
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('deleteComment')}
        description={t('deleteCommentConfirm')}
        pending={deletion.isPending}
        onConfirm={confirm}
        returnFocusTo={trigger}
        fallbackFocus={fallbackFocus}
      />
    </>
  );
}
