import type { Announcement } from '@contracts/community';
import type { QueryClient } from '@tanstack/react-query';
import type { ReportSlot } from '@/features/community/components/report-slot';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { ReportDialog } from '@/features/reports/components/report-dialog';

/**
 * Fills the community's report slot with the shared report dialog, so the menus of posts and
 * comments offer 'Report announcement' / 'Report comment' without the two features importing
 * each other.
 */
export const communityReportDialog: ReportSlot = ({
  label,
  open,
  onOpenChange,
  returnFocusTo,
  ...target
}) => (
  <ReportDialog
    target={target}
    heading={label}
    open={open}
    onOpenChange={onOpenChange}
    returnFocusTo={returnFocusTo}
  />
);

/**
 * A post came or went: its author's profile counts posts, so it is read again when next shown.
 * The community feature cannot reach the profile's cache itself; the routes connect the two.
 */
export function recountAuthorPosts(queryClient: QueryClient, post: Pick<Announcement, 'userId'>) {
  void queryClient.invalidateQueries({ queryKey: profileKeys.profile(post.userId) });
}

/**
 * A block ends the follows between the two cooks both ways: every profile's follow state and
 * counts are read again when next shown (the one on screen at once).
 */
export function forgetFollows(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: profileKeys.all });
}
