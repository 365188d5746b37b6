import type { AppConfig } from '@contracts/app-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api';
import { APP_CONFIG_KEY } from './app-config-cache';

export const appConfigQuery = queryOptions({
  queryKey: APP_CONFIG_KEY,
  // The settings come drawn with the page; their schema (and zod) loads only when they are read
  // here (decision 018).
  queryFn: async ({ signal }): Promise<AppConfig> => {
    const body = await getJson('/api/app-config', { signal });
    return (await import('@contracts/app-config')).appConfigSchema.parse(body);
  },
});

/** Server render settings; while loading (or if unreachable) nothing is special. */
export function useAppConfig(): AppConfig | undefined {
  return useQuery(appConfigQuery).data;
}

/**
 * Whether the community is on. Only a settings answer saying it is off turns it off: while the
 * settings load, or when they cannot be read, the community's screens ask the server themselves.
 */
export function useCommunityOn(): boolean {
  return useAppConfig()?.community !== false;
}
