import { QueryClient } from '@tanstack/react-query';

/**
 * Data never becomes stale, is not refetched on focus, is never polled, and failed queries or
 * mutations are not retried. Screens refresh data by invalidating after a mutation.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
