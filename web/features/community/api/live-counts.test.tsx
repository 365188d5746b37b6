import type { Announcement } from '@contracts/community';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent, watchQuery } from '@/lib/live-watch';
import { createQueryClient } from '@/lib/query-client';
import { makeAnnouncement } from '@/test/community';
import type { AnnouncementPages } from './announcement-queries';
import { communityKeys } from './community-keys';
import { useLivePostCounts } from './live-counts';

const key = communityKeys.feed({ scope: 'personal', q: '', sort: 'newest', filter: 'all' });

function renderCounts(posts: Announcement[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData<AnnouncementPages>(key, {
    pages: [{ items: posts, nextBefore: null }],
    pageParams: [undefined],
  });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useLivePostCounts(posts), { wrapper });
  const cached = (id: number) =>
    queryClient
      .getQueryData<AnnouncementPages>(key)
      ?.pages.flatMap((page) => page.items)
      .find((post) => post.id === id);
  return { ...view, cached, invalidate };
}

describe('live post counts', () => {
  it('watches the posts on screen and puts the counts others change in every list', () => {
    const posts = [makeAnnouncement({ id: 5, likesCount: 1 }), makeAnnouncement({ id: 4 })];
    const { cached, invalidate, unmount } = renderCounts(posts);
    expect(watchQuery()).toBe('posts=5%2C4');

    act(() =>
      dispatchLiveEvent('counts', {
        contentType: 'announcement',
        id: 5,
        likesCount: 7,
        commentsCount: 0,
      }),
    );
    expect(cached(5)).toMatchObject({ likesCount: 7, commentsCount: 0 });
    expect(invalidate).not.toHaveBeenCalled();

    // A new comment: the post's thread is read again, so an open one shows it.
    act(() =>
      dispatchLiveEvent('counts', {
        contentType: 'announcement',
        id: 4,
        likesCount: 0,
        commentsCount: 1,
      }),
    );
    expect(cached(4)).toMatchObject({ commentsCount: 1 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: communityKeys.comments(4) });

    // Counts of a comment, or nonsense, change no post.
    act(() => dispatchLiveEvent('counts', { contentType: 'comment', id: 5, likesCount: 99 }));
    act(() => dispatchLiveEvent('counts', { id: 'five' }));
    expect(cached(5)).toMatchObject({ likesCount: 7 });
    unmount();
    expect(watchQuery()).toBe('');
  });
});
