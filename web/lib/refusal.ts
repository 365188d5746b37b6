import { asApiError } from '@/lib/api';

/**
 * The server's own words when it refused an action the cook may not take (403), such as liking,
 * commenting on or following a cook who blocked them: "You can't interact with this cook" says
 * more than a generic failure. Undefined for any other failure.
 */
export function refusalMessage(error: unknown): string | undefined {
  const failure = asApiError(error);
  return failure?.status === 403 ? failure.serverMessage : undefined;
}
