import { userApiPath } from '@contracts/api-urls';
import { followStateSchema, type PublicProfile, publicProfileSchema } from '@contracts/profile';
import { RECIPE_PAGE_SIZE } from '@contracts/recipes';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, getJson } from '@/lib/api';
import { fetchRecipeCardPage, flattenCards, recipeCardPaging } from '@/lib/recipe-card-pages';
import { profileKeys } from './profile-keys';

/** A 404 from the profile call: the user does not exist or the profile is private. */
export function isProfileNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** GET /api/users/{id}/profile (public). */
export function useUserProfile(id: string) {
  return useQuery({
    queryKey: profileKeys.profile(id),
    queryFn: async ({ signal }): Promise<PublicProfile> =>
      publicProfileSchema.parse(await getJson(`${userApiPath(id)}/profile`, { signal })),
  });
}

/**
 * GET /api/users/{id}/recipes: that user's public recipe cards, newest first, a page at a time.
 * The profile header's count comes from the profile itself, so this list's total goes unread.
 */
export function useUserRecipes(id: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: profileKeys.recipes(id),
    queryFn: ({ pageParam, signal }) =>
      fetchRecipeCardPage(
        `${userApiPath(id)}/recipes`,
        { sort: 'newest', limit: RECIPE_PAGE_SIZE },
        pageParam,
        signal,
      ),
    ...recipeCardPaging,
    enabled,
  });
  const cards = useMemo(() => flattenCards(query.data), [query.data]);
  return { query, cards };
}

/** GET /api/users/{id}/following — only for a signed-in viewer of someone else. */
export function useFollowState(id: string, enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.following(id),
    queryFn: async ({ signal }): Promise<boolean> =>
      followStateSchema.parse(await getJson(`${userApiPath(id)}/following`, { signal })).following,
    enabled,
  });
}
