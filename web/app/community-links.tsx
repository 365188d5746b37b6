import type { Announcement } from '@contracts/community';
import type { QueryClient } from '@tanstack/react-query';
import type { ReportSlot } from '@/features/community/components/report-slot';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { ReportMenu } from '@/features/reports/components/report-menu';

/**
 * Fills the community's report slot with the shared report menu and dialog, so posts and comments
 * offer 'Report announcement' / 'Report comment' without the two features importing each other.
 */
export const communityReportMenu: ReportSlot = ({ label, ...target }) => (
  <ReportMenu
    label={label}
    target={target}
    className="border-transparent bg-transparent shadow-none backdrop-blur-none hover:bg-muted"
  />
);

/**
 * A post came or went: its author's profile counts posts, so it is read again when next shown.
 * The community feature cannot reach the profile's cache itself; the routes connect the two.
 */
export function recountAuthorPosts(queryClient: QueryClient, post: Pick<Announcement, 'userId'>) {
  void queryClient.invalidateQueries({ queryKey: profileKeys.profile(post.userId) });
}
