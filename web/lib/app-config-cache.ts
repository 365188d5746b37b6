import type { AppConfig } from '@contracts/app-config';
import { useQuery } from '@tanstack/react-query';

/** The settings' query key: here, so that the first screen reads them without their schema. */
export const APP_CONFIG_KEY = ['/api/app-config'] as const;

/**
 * Whether the community is on, as far as the settings already read say, for the navigation bar:
 * part of the first screen, it reads them without asking (the server's page comes with them, and
 * the signed-in services ask after the first screen), so it needs neither zod nor another
 * download. Only settings saying it is off turn it off.
 */
export function useCommunityShown(): boolean {
  const { data } = useQuery<AppConfig>({ queryKey: APP_CONFIG_KEY, enabled: false });
  return data?.community !== false;
}
