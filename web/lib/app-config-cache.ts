import type { AppConfig } from '@contracts/app-config';
import { useQuery } from '@tanstack/react-query';
import { getJson } from './api';

/** The settings' query key: here, so that the first screen reads them without their schema. */
export const APP_CONFIG_KEY = ['/api/app-config'] as const;

/**
 * Whether the community is on, as far as the settings already read say, for the navigation bar:
 * part of the first screen, it reads them without asking (the server's page comes with them, and
 * the signed-in services ask after the first screen), so it needs neither zod nor another
 * download. Only settings saying it is off turn it off.
 */
export function useCommunityShown(): boolean {
  const { data } = useQuery<AppConfig>({
    queryKey: APP_CONFIG_KEY,
    // Never run from here (not enabled), but the query is shared: a refetch started elsewhere
    // (an invalidation) runs with the options last set on it, which must be able to fetch.
    queryFn: ({ signal }) => getJson('/api/app-config', { signal }) as Promise<AppConfig>,
    enabled: false,
  });
  return data?.community !== false;
}
