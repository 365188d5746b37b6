import { useQueryClient } from '@tanstack/react-query';
import { CommunityFeed } from '@/features/community/components/feed/community-feed';
import { FeedHeader } from '@/features/community/components/feed/feed-header';
import { ReportSlotProvider } from '@/features/community/components/report-slot';
import { communityReportMenu, recountAuthorPosts } from '../community-links';

/** Community Feed: /announcements, for visitors too. */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>Community Feed · Simmer</title>
      <FeedHeader />
      <ReportSlotProvider value={communityReportMenu}>
        <CommunityFeed onPostDeleted={(post) => recountAuthorPosts(queryClient, post)} />
      </ReportSlotProvider>
    </div>
  );
}
