import type { Announcement } from '@contracts/community';
import { useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/texts';
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
  const t = useT('community');
  const { user } = useViewer();
  const deletion = useDeleteAnnouncement();
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  if (!user) return null;
  if (user.id !== post.userId) {
    return (
      <OthersMenu
        report={{
          label: t('reportAnnouncement'),
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
        toast({ title: t('success'), description: t('announcementDeleted') });
        onDeleted?.(post);
      },
      onError: (error) => {
        setConfirming(false);
        toastFailure(t, error, t('deleteAnnouncementFailed'));
      },
    });

  return (
    <>
      <OwnerMenu
        label={t('deleteAnnouncement')}
        onSelect={() => setConfirming(true)}
        triggerRef={trigger}
      />
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('deleteAnnouncement')}
        description={t('deleteAnnouncementConfirm')}
        pending={deletion.isPending}
        onConfirm={confirm}
        returnFocusTo={trigger}
        fallbackFocus={mainContent}
      />
    </>
  );
}
