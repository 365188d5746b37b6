import { type Passkey, passkeySchema, passkeysSchema } from '@contracts/passkeys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, asApiError, getJson, readJson } from '@/lib/api';
import { makePasskey } from '../lib/passkey-ceremony';
import { accountKeys } from './profile-keys';

const PASSKEYS_URL = '/api/auth/passkeys';

/** GET /api/auth/passkeys: the account's passkeys (local accounts only: else not `enabled`). */
export function usePasskeys({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: accountKeys.passkeys(),
    queryFn: async ({ signal }): Promise<Passkey[]> =>
      passkeysSchema.parse(await getJson(PASSKEYS_URL, { signal })),
    // Read again each time the card is shown: signing in with one elsewhere changes "Last used".
    staleTime: 0,
  });
}

// Returned from onSettled, this holds the mutation pending until the list is read again, so the
// caller's toast comes once the screen shows the change.
function useRefreshPasskeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys() });
}

/**
 * Adds a passkey: the server's registration options (POST /api/auth/passkeys/options), the
 * browser's ceremony, then its answer to POST /api/auth/passkeys, which checks it and keeps it.
 */
export function useAddPasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: async (): Promise<Passkey> => {
      const options = await readJson(await apiRequest('POST', `${PASSKEYS_URL}/options`, {}));
      const response = await makePasskey(options);
      return passkeySchema.parse(
        await readJson(await apiRequest('POST', PASSKEYS_URL, { response })),
      );
    },
    onSettled: refresh,
  });
}

/** DELETE /api/auth/passkeys/{id}: the passkey no longer signs in. */
export function useRemovePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await apiRequest('DELETE', `${PASSKEYS_URL}/${encodeURIComponent(id)}`);
      } catch (error) {
        // Already gone (removed from another device): what was asked for.
        if (asApiError(error)?.status !== 404) throw error;
      }
    },
    onSettled: refresh,
  });
}
