import { userApiPath } from '@contracts/api-urls';
import { blockToggleSchema } from '@contracts/protection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, getJson, readJson } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { useCookBlocked } from './block-effects';
import { communityKeys } from './community-keys';

/** Whether the viewer blocked a cook, one query per cook. */
export const blockKeys = {
  all: ['blocks'] as const,
  cook: (userId: string) => [...blockKeys.all, userId] as const,
};

const blockUrl = (userId: string) => `${userApiPath(userId)}/block`;

/**
 * GET /api/users/{id}/block: for a signed-in viewer of someone else's profile only. Read again
 * each time a profile shows it: a cook may be unblocked elsewhere (Account Settings, another
 * device), and a stale answer would make its button say the opposite of what it does.
 */
export function useBlockState(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: blockKeys.cook(userId),
    queryFn: async ({ signal }): Promise<boolean> =>
      blockToggleSchema.parse(await getJson(blockUrl(userId), { signal })).blocked,
    enabled,
    staleTime: 0,
  });
}

/** The cook a block is about, named as the screen names them, and whether to block or unblock. */
export interface BlockChange {
  userId: string;
  name: string;
  block: boolean;
}

const toggle = async (userId: string) =>
  blockToggleSchema.parse(await readJson(await apiRequest('POST', blockUrl(userId)))).blocked;

/**
 * Blocks or unblocks through POST /api/users/{id}/block, which toggles: had the cook's state
 * changed meanwhile (on another device), the answer is the opposite of what was asked, and it is
 * toggled back. Their posts and comments leave or return to the viewer's lists, so the feed, the
 * profiles' posts and every thread are read again. The toast is raised here rather than by the
 * menu that asked: that menu goes with the cook's content when the lists come back.
 */
export function useSetBlocked() {
  const t = useT('community');
  const queryClient = useQueryClient();
  const cookBlocked = useCookBlocked();
  return useMutation({
    mutationFn: async ({ userId, block }: BlockChange): Promise<boolean> => {
      const blocked = await toggle(userId);
      return blocked === block ? blocked : toggle(userId);
    },
    onSuccess: (blocked, { userId, name }) => {
      queryClient.setQueryData(blockKeys.cook(userId), blocked);
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
      cookBlocked(userId);
      toast({ title: t(blocked ? 'blocked' : 'unblocked', { name }) });
    },
  });
}
