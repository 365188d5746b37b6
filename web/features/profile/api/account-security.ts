import {
  type AccountSession,
  accountSessionsSchema,
  type ChangePasswordInput,
  type DeleteAccountInput,
} from '@contracts/account-security';
import { paths } from '@contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, asApiError, getJson } from '@/lib/api';
import { browser } from '@/lib/browser';
import { assertPasskey } from '../lib/passkey-ceremony';
import { accountKeys } from './profile-keys';

const SESSIONS_URL = '/api/auth/sessions';

/**
 * GET /api/auth/sessions: the account's signed-in devices. Read again each time the card is
 * shown (devices sign in and out elsewhere), unlike the app's other data, which stays fresh.
 */
export function useAccountSessions() {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: async ({ signal }): Promise<AccountSession[]> =>
      accountSessionsSchema.parse(await getJson(SESSIONS_URL, { signal })),
    staleTime: 0,
  });
}

// Returned from a mutation's onSettled, this holds the mutation pending until the list is read
// again: the caller's own onSuccess (a toast, moving focus) runs once the screen shows the result.
function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
}

/**
 * PUT /api/auth/password (local accounts). The server signs the other devices out, so the list
 * of devices is read again.
 */
export function useChangePassword() {
  const refresh = useRefreshSessions();
  return useMutation({
    // Only the two fields the server takes: the form's confirmation never leaves the browser.
    mutationFn: async ({ currentPassword, newPassword }: ChangePasswordInput) => {
      await apiRequest('PUT', '/api/auth/password', { currentPassword, newPassword });
    },
    // Not awaited: the dialog closes at once, the list catches up behind it.
    onSuccess: () => void refresh(),
  });
}

/** DELETE /api/auth/sessions/{id}: signs one device out. */
export function useEndSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await apiRequest('DELETE', `${SESSIONS_URL}/${encodeURIComponent(id)}`);
      } catch (error) {
        // Already gone (it expired, or was signed out from another device): what was asked for.
        if (asApiError(error)?.status !== 404) throw error;
      }
    },
    onSettled: refresh,
  });
}

/** DELETE /api/auth/sessions: signs out every device but this one. */
export function useEndOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', SESSIONS_URL);
    },
    onSettled: refresh,
  });
}

/**
 * DELETE /api/auth/account: the account and everything in it. A local account sends its password;
 * an OpenID one sends `{}` (the server asks for a recent sign-in instead).
 *
 * The answer clears the session cookie, and the app leaves for the landing page with a full
 * navigation rather than the router: every query kept in memory goes with the page, and the new
 * page starts signed out (its render also tells the offline worker to drop the cook's data). Done
 * here, not by the dialog, so that it happens even if the dialog is gone by the time of the answer.
 */
/** How the cook proves the account is theirs: the password, a passkey, or (OpenID) nothing. */
export type DeletionProof = { password: string } | { passkey: true } | Record<string, never>;

export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (proof: DeletionProof) => {
      let body: DeleteAccountInput = {};
      if ('password' in proof) body = { password: proof.password };
      if ('passkey' in proof) {
        // The same options a passkey sign-in gets: the answer names the passkey, which the
        // server checks is one of this account's.
        const options = await (await apiRequest('POST', '/api/login/passkey/options', {})).json();
        body = { passkey: (await assertPasskey(options)) as DeleteAccountInput['passkey'] };
      }
      await apiRequest('DELETE', '/api/auth/account', body);
    },
    onSuccess: () => browser.assign(paths.home),
  });
}
