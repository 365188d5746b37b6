import { type AppConfig, appConfigSchema } from '@contracts/app-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api';
import { APP_CONFIG_KEY } from './app-config-cache';

export const appConfigQuery = queryOptions({
  queryKey: APP_CONFIG_KEY,
  queryFn: async ({ signal }): Promise<AppConfig> =>
    appConfigSchema.parse(await getJson('/api/app-config', { signal })),
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
