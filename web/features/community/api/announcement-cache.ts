import type { Announcement } from '@contracts/community';
import type { QueryClient } from '@tanstack/react-query';
import type { AnnouncementPages } from './announcement-queries';
import { communityKeys } from './community-keys';

function mapItems(
  data: AnnouncementPages | undefined,
  change: (items: Announcement[]) => Announcement[],
): AnnouncementPages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const items = change(page.items);
    if (items === page.items) return page;
    changed = true;
    return { ...page, items };
  });
  // Untouched lists keep their identity, so their screens do not re-render.
  return changed ? { ...data, pages } : data;
}

/** Changes one post in every cached list that holds it (feeds, profiles). */
export function updateAnnouncement(
  queryClient: QueryClient,
  id: number,
  update: (post: Announcement) => Announcement,
): void {
  queryClient.setQueriesData<AnnouncementPages>({ queryKey: communityKeys.lists() }, (data) =>
    mapItems(data, (items) =>
      items.some((item) => item.id === id)
        ? items.map((item) => (item.id === id ? update(item) : item))
        : items,
    ),
  );
}

/**
 * Takes a deleted post out of every cached list. A page whose cursor was that post now continues
 * after its new last post: a "Most Popular" page after a deleted post would come back empty
 * (decision 014) and end the feed early.
 */
export function removeAnnouncement(queryClient: QueryClient, id: number): void {
  queryClient.setQueriesData<AnnouncementPages>({ queryKey: communityKeys.lists() }, (data) => {
    if (!data?.pages.some((page) => page.items.some((item) => item.id === id))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => {
        if (!page.items.some((item) => item.id === id)) return page;
        const items = page.items.filter((item) => item.id !== id);
        const last = items.at(-1);
        const nextBefore = page.nextBefore === id && last ? last.id : page.nextBefore;
        return { items, nextBefore };
      }),
    };
  });
}

/** Moves a post's comment count by `delta`, never below zero. */
export function shiftCommentsCount(queryClient: QueryClient, id: number, delta: number): void {
  updateAnnouncement(queryClient, id, (post) => ({
    ...post,
    commentsCount: Math.max(0, post.commentsCount + delta),
  }));
}

/** Sets a post's comment count to the server's answer. */
export function setCommentsCount(
  queryClient: QueryClient,
  id: number,
  commentsCount: number,
): void {
  updateAnnouncement(queryClient, id, (post) => ({ ...post, commentsCount }));
}
