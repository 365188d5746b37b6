import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeAnnouncement } from '@/test/community';
import { removeAnnouncement, updateAnnouncement } from './announcement-cache';
import type { AnnouncementPages } from './announcement-queries';
import { communityKeys } from './community-keys';

const feedKey = communityKeys.feed({ scope: 'personal', q: '', sort: 'popular', filter: 'all' });
const profileKey = communityKeys.byUser('cook-2');

function seed(): QueryClient {
  const queryClient = new QueryClient();
  const pages: AnnouncementPages = {
    pages: [
      { items: [makeAnnouncement({ id: 9 }), makeAnnouncement({ id: 7 })], nextBefore: 7 },
      { items: [makeAnnouncement({ id: 3 })], nextBefore: null },
    ],
    pageParams: [undefined, 7],
  };
  queryClient.setQueryData(feedKey, pages);
  queryClient.setQueryData(profileKey, {
    pages: [{ items: [makeAnnouncement({ id: 7 })], nextBefore: null }],
    pageParams: [undefined],
  });
  return queryClient;
}

const ids = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient
    .getQueryData<AnnouncementPages>(key)
    ?.pages.map((page) => [page.items.map((item) => item.id), page.nextBefore]);

describe('announcement cache', () => {
  it('changes a post in every list that shows it', () => {
    const queryClient = seed();
    updateAnnouncement(queryClient, 7, (post) => ({ ...post, likesCount: 42 }));
    const feed = queryClient.getQueryData<AnnouncementPages>(feedKey);
    expect(feed?.pages[0]?.items[1]?.likesCount).toBe(42);
    const profile = queryClient.getQueryData<AnnouncementPages>(profileKey);
    expect(profile?.pages[0]?.items[0]?.likesCount).toBe(42);
  });

  it('removes a deleted post everywhere and moves a cursor that named it', () => {
    const queryClient = seed();
    removeAnnouncement(queryClient, 7);
    expect(ids(queryClient, feedKey)).toEqual([
      [[9], 9],
      [[3], null],
    ]);
    expect(ids(queryClient, profileKey)).toEqual([[[], null]]);
  });

  it('keeps the cursors of pages that did not hold the post', () => {
    const queryClient = seed();
    removeAnnouncement(queryClient, 3);
    expect(ids(queryClient, feedKey)).toEqual([
      [[9, 7], 7],
      [[], null],
    ]);
  });
});
