import { type AppConfig, appConfigSchema } from '@contracts/app-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api';

export const appConfigQuery = queryOptions({
  queryKey: ['/api/app-config'],
  queryFn: async ({ signal }): Promise<AppConfig> =>
    appConfigSchema.parse(await getJson('/api/app-config', { signal })),
});

/** Server render settings; while loading (or if unreachable) nothing is special. */
export function useAppConfig(): AppConfig | undefined {
  return useQuery(appConfigQuery).data;
}
