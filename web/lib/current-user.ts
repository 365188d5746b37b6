import { CURRENT_USER_URL } from '@contracts/session-hint';
import type { CurrentUser } from '@contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import { sessionHint } from '@/lib/session-hint';

// The user's schema (and zod with it) is not part of the first screen's download: it starts
// loading with the request below, beside it (scripts/size.mjs). A page the server drew comes with
// the user, so neither is needed then (decision 018); without a session cookie nobody is signed
// in, and a visitor's screens wait for neither.
const loadUserContract = () => import('@contracts/user');

/** Invalidate this query after anything that changes the signed-in user (e.g. the profile). */
export const currentUserQuery = queryOptions({
  queryKey: [CURRENT_USER_URL],
  queryFn: async ({ signal }): Promise<CurrentUser | null> => {
    const contract = loadUserContract();
    // Marks a failed load as handled here, should the call fail first; awaited below it fails
    // the query still (= signed out).
    contract.catch(() => {});
    const body = await getJson(CURRENT_USER_URL, { on401: 'returnNull', signal });
    return body ? (await contract).currentUserSchema.parse(body) : null;
  },
  // Known at once when no session cookie came with the page; asked again after an invalidation.
  initialData: () => (sessionHint() === false ? null : undefined),
});

export interface CurrentUserState {
  /** The signed-in user, or `null` when signed out or still loading. */
  user: CurrentUser | null;
  isLoading: boolean;
  /**
   * The call got no answer at all: fetch failed with a TypeError (no connection, and the offline
   * worker kept no answer), so nobody can tell who is signed in, if anyone.
   */
  unreachable: boolean;
  /** Asks again. */
  retry: () => void;
}

/**
 * Signed out means the current-user call failed or returned nothing, so an error
 * (including an answer that does not match the schema) counts as signed out.
 */
export function useCurrentUser(): CurrentUserState {
  const { data, isPending, error, refetch } = useQuery(currentUserQuery);
  return {
    user: data ?? null,
    isLoading: isPending,
    unreachable: error instanceof TypeError,
    retry: () => void refetch(),
  };
}
