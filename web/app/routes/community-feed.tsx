import { useQueryClient } from '@tanstack/react-query';
import { CookBlockedProvider } from '@/features/community/api/block-effects';
import { CommunityFeed } from '@/features/community/components/feed/community-feed';
import { FeedHeader } from '@/features/community/components/feed/feed-header';
import { ReportSlotProvider } from '@/features/community/components/report-slot';
import { useCommunityOn } from '@/lib/app-config';
import { useT } from '@/lib/i18n/texts';
import { communityReportDialog, forgetFollows, recountAuthorPosts } from '../community-links';
import { NotFound } from '../not-found';

/** Community Feed: /announcements, for visitors too. */
export function Component() {
  // With the community turned off the screen does not exist: the server's 404 at its address.
  return useCommunityOn() ? <CommunityFeedScreen /> : <NotFound />;
}

function CommunityFeedScreen() {
  const t = useT('community');
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('feedPageTitle')}</title>
      <FeedHeader />
      <CookBlockedProvider value={() => forgetFollows(queryClient)}>
        <ReportSlotProvider value={communityReportDialog}>
          <CommunityFeed onPostDeleted={(post) => recountAuthorPosts(queryClient, post)} />
        </ReportSlotProvider>
      </CookBlockedProvider>
    </div>
  );
}
