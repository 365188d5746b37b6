import type { Announcement } from '@contracts/community';
import type { RecipeCard } from '@contracts/recipes';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useUserAnnouncements } from '@/features/community/api/announcement-queries';
import { useBlockState } from '@/features/community/api/block-cook';
import { CookBlockedProvider } from '@/features/community/api/block-effects';
import { BlockButton } from '@/features/community/components/block/block-button';
import { PostPager } from '@/features/community/components/feed/post-pager';
import { PostCard } from '@/features/community/components/post/post-card';
import { ReportSlotProvider } from '@/features/community/components/report-slot';
import { UserCookbooks } from '@/features/cookbooks/components/user-cookbooks';
import { useUserProfile, useUserRecipes } from '@/features/profile/api/profile-queries';
import { FollowButton } from '@/features/profile/components/public/follow-button';
import { ProfileHeader } from '@/features/profile/components/public/profile-header';
import { ProfileNotFound } from '@/features/profile/components/public/profile-not-found';
import { ProfileSkeleton } from '@/features/profile/components/public/profile-skeleton';
import { ProfileTabs } from '@/features/profile/components/public/profile-tabs';
import { profileName } from '@/features/profile/lib/profile-text';
import { RecipePager } from '@/features/recipes/components/recipe-pager';
import { ReportMenu } from '@/features/reports/components/report-menu';
import { useCommunityOn } from '@/lib/app-config';
import { useCurrentUser } from '@/lib/current-user';
import { useT } from '@/lib/i18n/texts';
import { communityReportDialog, forgetFollows, recountAuthorPosts } from '../community-links';
import { NotFound } from '../not-found';

/**
 * Which of ReportMenu's items to show: it draws the item's text from the `reports` catalogue
 * itself, and is told which by these English names.
 */
const REPORT_RECIPE = 'Report Recipe';
const REPORT_USER = 'Report User';

/** Public profile: /user/{id}, for visitors too. */
export function Component() {
  // With the community turned off the screen does not exist: the server's 404 at its address.
  return useCommunityOn() ? <UserProfileScreen /> : <NotFound />;
}

function UserProfileScreen() {
  const t = useT('profile');
  const { id = '' } = useParams();
  const { user: viewer } = useCurrentUser();
  const queryClient = useQueryClient();
  const profile = useUserProfile(id);
  const found = profile.isSuccess;
  const recipes = useUserRecipes(id, found);
  const posts = useUserAnnouncements(id, found);

  if (profile.isPending) return <ProfileSkeleton />;
  // A 404 (missing or private), or any other failure: the screen has no other error state.
  if (profile.isError) return <ProfileNotFound />;

  const name = profileName(t, profile.data);
  const isOther = viewer !== null && viewer.id !== profile.data.id;
  const recipeMenu = isOther
    ? (recipe: RecipeCard) =>
        recipe.userId !== viewer.id && (
          <ReportMenu
            label={REPORT_RECIPE}
            target={{
              contentType: 'recipe',
              contentId: recipe.id,
              reportedUserId: recipe.userId,
              title: recipe.title,
            }}
          />
        )
    : undefined;
  // The header's Posts count is the profile's; it is read again after the owner deletes a post.
  const renderPost = (post: Announcement, { compact }: { compact: boolean }) => (
    <PostCard
      post={post}
      headingLevel="h3"
      compact={compact}
      onDeleted={(deleted) => recountAuthorPosts(queryClient, deleted)}
    />
  );

  return (
    <CookBlockedProvider value={() => forgetFollows(queryClient)}>
      <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
        <title>{t('pageTitle', { name })}</title>
        <ProfileHeader
          profile={profile.data}
          actions={
            isOther && (
              <>
                <FollowUnlessBlocked userId={profile.data.id} name={name} />
                <BlockButton userId={profile.data.id} name={name} />
                <ReportMenu
                  label={REPORT_USER}
                  target={{ contentType: 'user', reportedUserId: profile.data.id, title: name }}
                />
              </>
            )
          }
        />
        <UserCookbooks userId={profile.data.id} />
        <ReportSlotProvider value={communityReportDialog}>
          <ProfileTabs
            recipes={recipes.query.data ? recipes.cards : recipes.query.isError ? [] : undefined}
            posts={posts.query.data ? posts.items : posts.query.isError ? [] : undefined}
            renderPost={renderPost}
            moreRecipes={<RecipePager query={recipes.query} shown={recipes.cards.length} />}
            morePosts={<PostPager query={posts.query} shown={posts.items.length} endText="" />}
            recipeMenu={recipeMenu}
          />
        </ReportSlotProvider>
      </div>
    </CookBlockedProvider>
  );
}

/**
 * Follow/Unfollow, gone while the viewer blocks the cook: a block ends the follows both ways and
 * refuses new ones. Shown while the block state loads (blocks are rare), so it does not pop in.
 */
function FollowUnlessBlocked({ userId, name }: { userId: string; name: string }) {
  const { data: blocked } = useBlockState(userId, true);
  return blocked ? null : <FollowButton userId={userId} name={name} />;
}
