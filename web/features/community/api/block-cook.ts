import { userApiPath } from '@contracts/api-urls';
import { blockToggleSchema } from '@contracts/protection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, getJson, readJson } from '@/lib/api';
import { useCookBlocked } from './block-effects';
import { communityKeys } from './community-keys';

/** Whether the viewer blocked a cook, one query per cook. */
export const blockKeys = {
  all: ['blocks'] as const,
  cook: (userId: string) => [...blockKeys.all, userId] as const,
};

const blockUrl = (userId: string) => `${userApiPath(userId)}/block`;

/** GET /api/users/{id}/block: for a signed-in viewer of someone else's profile only. */
export function useBlockState(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: blockKeys.cook(userId),
    queryFn: async ({ signal }): Promise<boolean> =>
      blockToggleSchema.parse(await getJson(blockUrl(userId), { signal })).blocked,
    enabled,
  });
}

/** The cook a block is about, named as the screen names them. */
export interface BlockTarget {
  userId: string;
  name: string;
}

/**
 * POST /api/users/{id}/block toggles. Their posts and comments leave the viewer's lists, so the
 * feed, the profiles' posts and every thread are read again. The toast is raised here rather
 * than by the menu that asked: that menu goes with the cook's content when the lists come back.
 */
export function useToggleBlock() {
  const queryClient = useQueryClient();
  const cookBlocked = useCookBlocked();
  return useMutation({
    mutationFn: async ({ userId }: BlockTarget): Promise<boolean> =>
      blockToggleSchema.parse(await readJson(await apiRequest('POST', blockUrl(userId)))).blocked,
    onSuccess: (blocked, { userId, name }) => {
      queryClient.setQueryData(blockKeys.cook(userId), blocked);
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
      cookBlocked(userId);
      toast({ title: blocked ? `Blocked ${name}` : `Unblocked ${name}` });
    },
  });
}
