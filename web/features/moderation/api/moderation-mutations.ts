import type { ModerationActionInput } from '@contracts/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { appConfigQuery } from '@/lib/app-config';
import { currentUserQuery } from '@/lib/current-user';
import { ACTIONS_URL } from './moderation-keys';

/**
 * POST /api/moderation/actions. The answer (the log's new entry) is not read: the lists are.
 * Removed or restored content and a suspension change what other screens show (the feed, a
 * profile), which this feature cannot name: everything but who is signed in and the server's
 * settings is read again when next shown.
 */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ModerationActionInput) => {
      await apiRequest('POST', ACTIONS_URL, input);
    },
    onSuccess: () => {
      const kept = [currentUserQuery.queryKey[0], appConfigQuery.queryKey[0]];
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [first] }) => !kept.includes(first as string),
      });
    },
  });
}
