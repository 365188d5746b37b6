import { type FeedParams, feedUrl, userAnnouncementsUrl } from '@contracts/api-urls';
import { type Announcement, announcementListSchema, FEED_PAGE_SIZE } from '@contracts/community';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { getJson } from '@/lib/api';
import { communityKeys } from './community-keys';

/** One page of a list, with where the next one starts (null: this was the last). */
export interface AnnouncementPage {
  items: Announcement[];
  nextBefore: number | null;
}
export type AnnouncementPages = InfiniteData<AnnouncementPage, number | undefined>;

/**
 * A page of `limit` posts; a shorter page is the last. The cursor is taken when the page arrives:
 * removing a deleted post from a cached page later must not end the feed early.
 */
async function readPage(url: string, signal: AbortSignal): Promise<AnnouncementPage> {
  const items = announcementListSchema.parse(await getJson(url, { signal }));
  const last = items.at(-1);
  return { items, nextBefore: items.length < FEED_PAGE_SIZE || !last ? null : last.id };
}

const paging = {
  initialPageParam: undefined as number | undefined,
  getNextPageParam: (last: AnnouncementPage) => last.nextBefore ?? undefined,
};

export const feedQuery = (params: FeedParams) =>
  infiniteQueryOptions({
    queryKey: communityKeys.feed(params),
    queryFn: ({ pageParam, signal }) => readPage(feedUrl(params, pageParam), signal),
    ...paging,
  });

export const userAnnouncementsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.byUser(userId),
    queryFn: ({ pageParam, signal }) => readPage(userAnnouncementsUrl(userId, pageParam), signal),
    ...paging,
  });

/**
 * The loaded posts in order. Keyset pages do not overlap, but a post whose likes changed between
 * two pages of "Most Popular" can come back once more; it is shown once.
 */
export function flattenPages(data: { pages: AnnouncementPage[] } | undefined): Announcement[] {
  if (!data) return [];
  const seen = new Set<number>();
  const items: Announcement[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/**
 * The community feed. While a new search, sort or filter loads, the previous posts stay on
 * screen (marked busy) rather than flashing skeletons. Only the pages the reader scrolls to are
 * ever fetched. `enabled` waits for the session, which decides the list.
 */
export function useFeed(params: FeedParams, enabled = true) {
  const query = useInfiniteQuery({
    ...feedQuery(params),
    placeholderData: keepPreviousData,
    enabled,
  });
  const items = useMemo(() => flattenPages(query.data), [query.data]);
  return { query, items };
}

/** A user's posts for their public profile. */
export function useUserAnnouncements(userId: string, enabled = true) {
  const query = useInfiniteQuery({ ...userAnnouncementsQuery(userId), enabled });
  const items = useMemo(() => flattenPages(query.data), [query.data]);
  return { query, items };
}

/**
 * Reads a list again from its first page. Refetching an infinite query re-reads every loaded
 * page one after another; a reader 50 pages deep would wait for 50 calls. Keeping only the first
 * page means one call, and scrolling loads the rest again.
 */
export async function refreshFromFirstPage(
  queryClient: QueryClient,
  queryKey: QueryKey,
): Promise<void> {
  queryClient.setQueryData<AnnouncementPages>(
    queryKey,
    (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
  );
  await queryClient.refetchQueries({ queryKey, exact: true });
}
