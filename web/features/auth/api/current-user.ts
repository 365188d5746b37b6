import type { CurrentUser } from '@contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';

/** Invalidate this query after anything that changes the signed-in user (e.g. the profile). */
export const currentUserQuery = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: async ({ signal }): Promise<CurrentUser | null> => {
    // The schema (and zod with it) loads beside the request, not before the first screen can
    // render: it is the only check the first screen needs, and zod is a quarter of that download.
    const [body, { currentUserSchema }] = await Promise.all([
      getJson('/api/auth/user', { on401: 'returnNull', signal }),
      import('@contracts/user'),
    ]);
    return body ? currentUserSchema.parse(body) : null;
  },
});

export interface CurrentUserState {
  /** The signed-in user, or `null` when signed out or still loading. */
  user: CurrentUser | null;
  isLoading: boolean;
}

/**
 * SPEC §4: signed out means the current-user call failed or returned nothing, so an error
 * (including an answer that does not match the schema) counts as signed out.
 */
export function useCurrentUser(): CurrentUserState {
  const { data, isPending } = useQuery(currentUserQuery);
  return { user: data ?? null, isLoading: isPending };
}
