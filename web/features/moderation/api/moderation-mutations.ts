import type { ModerationActionInput } from '@contracts/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { ACTIONS_URL, moderationKeys } from './moderation-keys';

/**
 * POST /api/moderation/actions. The answer (the log's new entry) is not read: the lists are. A
 * dismissal or a suspension changes no other screen (a suspended cook's content stays), so only
 * the moderation lists and the log are read again.
 */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ModerationActionInput) => {
      await apiRequest('POST', ACTIONS_URL, input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
