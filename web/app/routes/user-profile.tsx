import type { Recipe } from '@contracts/recipes';
import { useParams } from 'react-router';
import { useCurrentUser } from '@/features/auth/api/current-user';
import {
  useUserPosts,
  useUserProfile,
  useUserRecipes,
} from '@/features/profile/api/profile-queries';
import { FollowButton } from '@/features/profile/components/public/follow-button';
import { ProfileHeader } from '@/features/profile/components/public/profile-header';
import { ProfileNotFound } from '@/features/profile/components/public/profile-not-found';
import { ProfileSkeleton } from '@/features/profile/components/public/profile-skeleton';
import { ProfileTabs } from '@/features/profile/components/public/profile-tabs';
import { profileName } from '@/features/profile/lib/profile-text';
import { ReportMenu } from '@/features/reports/components/report-menu';

/** Public profile (SPEC §2): /user/{id}, for visitors too. */
export function Component() {
  const { id = '' } = useParams();
  const { user: viewer } = useCurrentUser();
  const profile = useUserProfile(id);
  const found = profile.isSuccess;
  const recipes = useUserRecipes(id, found);
  const posts = useUserPosts(id, found);

  if (profile.isPending) return <ProfileSkeleton />;
  // A 404 (missing or private); SPEC §8 shows no other load failure, so any reads the same.
  if (profile.isError) return <ProfileNotFound />;

  const name = profileName(profile.data);
  const isOther = viewer !== null && viewer.id !== profile.data.id;
  const recipeMenu = isOther
    ? (recipe: Recipe) =>
        recipe.userId !== viewer.id && (
          <ReportMenu
            label="Report Recipe"
            target={{
              contentType: 'recipe',
              contentId: recipe.id,
              reportedUserId: recipe.userId,
              title: recipe.title,
            }}
          />
        )
    : undefined;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${name}'s Kitchen · Simmer`}</title>
      <ProfileHeader
        profile={profile.data}
        actions={
          isOther && (
            <>
              <FollowButton userId={profile.data.id} name={name} />
              <ReportMenu
                label="Report User"
                target={{ contentType: 'user', reportedUserId: profile.data.id, title: name }}
              />
            </>
          )
        }
      />
      <ProfileTabs
        recipes={recipes.data ?? (recipes.isError ? [] : undefined)}
        posts={posts.data ?? (posts.isError ? [] : undefined)}
        recipeMenu={recipeMenu}
      />
    </div>
  );
}
