import { userApiPath } from '@contracts/api-urls';
import {
  BLOCKS_PAGE_SIZE,
  type BlockList,
  blockListSchema,
  blockToggleSchema,
} from '@contracts/protection';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson, readJson } from '@/lib/api';
import { accountKeys } from './profile-keys';

const blockedCooksKey = [...accountKeys.all, 'blocked-cooks'] as const;

const blocksUrl = (page: number) => `/api/blocks?${new URLSearchParams({ page: String(page) })}`;

/**
 * GET /api/blocks: the cooks the account blocked, newest first, 50 a page. Read again each time
 * the card is shown: cooks are blocked from their profiles and posts, elsewhere in the app.
 */
export function useBlockedCooks() {
  return useInfiniteQuery({
    queryKey: blockedCooksKey,
    queryFn: async ({ pageParam, signal }): Promise<BlockList> =>
      blockListSchema.parse(await getJson(blocksUrl(pageParam), { signal })),
    initialPageParam: 1,
    // A short page is the last one.
    getNextPageParam: (last: BlockList, pages: BlockList[]) =>
      last.length < BLOCKS_PAGE_SIZE ? undefined : pages.length + 1,
    staleTime: 0,
  });
}

const toggleBlock = async (userId: string) =>
  blockToggleSchema.parse(await readJson(await apiRequest('POST', `${userApiPath(userId)}/block`)))
    .blocked;

/**
 * Unblocks through POST /api/users/{id}/block, which toggles: had the cook been unblocked
 * meanwhile (on another device), that would block them again, so such an answer is toggled back.
 * The list is read again before the mutation settles: pages are numbered, and a row gone from
 * the first moves the next page's first cook up.
 */
export function useUnblockCook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => {
      if (await toggleBlock(userId)) await toggleBlock(userId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockedCooksKey }),
  });
}
