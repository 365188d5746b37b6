import type { Announcement } from '@contracts/community';
import { useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { useDeleteAnnouncement } from '../../api/announcement-mutations';
import { toastFailure } from '../../lib/unauthorized';
import { useViewer } from '../../lib/use-viewer';
import { OthersMenu } from '../others-menu';
import { OwnerMenu } from '../owner-menu';

// The post is gone: the start of the page's content is the nearest stable place.
const mainContent = () => document.getElementById('main-content');

/**
 * The post's '…' menu: 'Delete announcement' for its author; 'Report announcement' and 'Block
 * {name}' for others.
 */
export function PostMenu({
  post,
  onDeleted,
}: {
  post: Announcement;
  onDeleted?: (post: Announcement) => void;
}) {
  const { user } = useViewer();
  const deletion = useDeleteAnnouncement();
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  if (!user) return null;
  if (user.id !== post.userId) {
    return (
      <OthersMenu
        report={{
          label: 'Report announcement',
          contentType: 'announcement',
          contentId: post.id,
          reportedUserId: post.userId,
          title: post.title,
        }}
        author={post.user}
        afterBlockFocus={mainContent}
      />
    );
  }

  const confirm = () =>
    deletion.mutate(post, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Success', description: 'Announcement deleted successfully' });
        onDeleted?.(post);
      },
      onError: (error) => {
        setConfirming(false);
        toastFailure(error, 'Failed to delete announcement. Please try again.');
      },
    });

  return (
    <>
      <OwnerMenu
        label="Delete announcement"
        onSelect={() => setConfirming(true)}
        triggerRef={trigger}
      />
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete announcement"
        description="Are you sure you want to delete this announcement? This action cannot be undone."
        pending={deletion.isPending}
        onConfirm={confirm}
        returnFocusTo={trigger}
        fallbackFocus={mainContent}
      />
    </>
  );
}
