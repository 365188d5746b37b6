import type { ModerationAction, ModerationActionInput } from '@contracts/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useContentChanged } from './content-changed';
import { ACTIONS_URL, moderationKeys } from './moderation-keys';

/**
 * The actions that change who sees the content: a removal or a restoration, and a dismissal,
 * which shows again what its reports had hidden. A suspension leaves a cook's content as it is.
 */
const CHANGES_CONTENT: readonly ModerationAction[] = ['remove', 'restore', 'dismiss'];

/**
 * POST /api/moderation/actions. The answer (the log's new entry) is not read: the lists are.
 * The moderation lists and the log are read again after every action, and the screens showing
 * the content too after one that changes who sees it.
 */
export function useModerationAction() {
  const queryClient = useQueryClient();
  const contentChanged = useContentChanged();
  return useMutation({
    mutationFn: async (input: ModerationActionInput) => {
      await apiRequest('POST', ACTIONS_URL, input);
    },
    onSuccess: (_answer, input) => {
      if (CHANGES_CONTENT.includes(input.action)) contentChanged();
      return queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}
