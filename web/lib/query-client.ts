import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { currentUserQuery } from '@/lib/current-user';

/**
 * Data never becomes stale, is not refetched on focus, is never polled, and failed queries or
 * mutations are not retried. Screens refresh data by invalidating after a mutation.
 *
 * A 401 from any call means the session ended while the app was open (signed out on another
 * device, or its password changed there): the app forgets the cook's data and shows what a
 * visitor sees, rather than screens that half work.
 */
export function createQueryClient(): QueryClient {
  const signedOut = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    if (!client.getQueryData(currentUserQuery.queryKey)) return;
    const [userKey] = currentUserQuery.queryKey;
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== userKey });
    client.setQueryData(currentUserQuery.queryKey, null);
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: signedOut }),
    mutationCache: new MutationCache({ onError: signedOut }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
