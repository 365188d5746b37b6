import type { CurrentUser } from '@contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';

// The user's schema (and zod with it) is not part of the first screen's download: it starts
// loading when the app starts, beside the first render and the request below (scripts/size.mjs).
const userContract = import('@contracts/user');
// Marks a failed load as handled here; the query that awaits it still fails (= signed out).
userContract.catch(() => {});

/** Invalidate this query after anything that changes the signed-in user (e.g. the profile). */
export const currentUserQuery = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: async ({ signal }): Promise<CurrentUser | null> => {
    const body = await getJson('/api/auth/user', { on401: 'returnNull', signal });
    return body ? (await userContract).currentUserSchema.parse(body) : null;
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
