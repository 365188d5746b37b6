import { userApiPath } from '@contracts/api-urls';
import { followStateSchema } from '@contracts/profile';
import { type CurrentUser, currentUserSchema } from '@contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { currentUserQuery } from '@/lib/current-user';
import { profileKeys } from './profile-keys';

/**
 * PUT /api/auth/profile (multipart). Afterwards the current user is read again, so the nav, the
 * home notice and Community access follow at once, and any shown profile is refreshed.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData): Promise<CurrentUser> =>
      currentUserSchema.parse(await readJson(await apiRequest('PUT', '/api/auth/profile', form))),
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}

/** POST /api/users/{id}/follow toggles; the follower count is read again afterwards. */
export function useToggleFollow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<boolean> =>
      followStateSchema.parse(await readJson(await apiRequest('POST', `${userApiPath(id)}/follow`)))
        .following,
    onSuccess: (following) => {
      queryClient.setQueryData(profileKeys.following(id), following);
      void queryClient.invalidateQueries({ queryKey: profileKeys.profile(id) });
    },
  });
}
