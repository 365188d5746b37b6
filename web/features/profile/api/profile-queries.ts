import { followStateSchema, type PublicProfile, publicProfileSchema } from '@contracts/profile';
import { type Recipe, recipeListSchema } from '@contracts/recipes';
import { useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '@/lib/api';
import { profileKeys } from './profile-keys';

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** A 404 from the profile call: the user does not exist or the profile is private. */
export function isProfileNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** GET /api/users/{id}/profile (public). */
export function useUserProfile(id: string) {
  return useQuery({
    queryKey: profileKeys.profile(id),
    queryFn: async ({ signal }): Promise<PublicProfile> =>
      publicProfileSchema.parse(await getJson(`${userPath(id)}/profile`, { signal })),
  });
}

/** GET /api/users/{id}/recipes: that user's public recipes. */
export function useUserRecipes(id: string, enabled = true) {
  return useQuery({
    queryKey: profileKeys.recipes(id),
    queryFn: async ({ signal }): Promise<Recipe[]> =>
      recipeListSchema.parse(await getJson(`${userPath(id)}/recipes`, { signal })),
    enabled,
  });
}

/** GET /api/users/{id}/following — only for a signed-in viewer of someone else (SPEC §6). */
export function useFollowState(id: string, enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.following(id),
    queryFn: async ({ signal }): Promise<boolean> =>
      followStateSchema.parse(await getJson(`${userPath(id)}/following`, { signal })).following,
    enabled,
  });
}
