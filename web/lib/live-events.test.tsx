import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '@/lib/current-user';
import { createQueryClient } from '@/lib/query-client';
import { FakeEventSource, stubEventSource } from '@/test/fake-event-source';
import { makeUser } from '@/test/render-app';
import { useLiveEvents } from './live-events';
import { useLiveEvent, useLiveWatch } from './live-watch';

beforeEach(() => {
  stubEventSource();
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The hook for a signed-in cook (or nobody), and the query keys it invalidates, in order. */
function renderLive(user = makeUser() as ReturnType<typeof makeUser> | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  const invalidated: unknown[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useLiveEvents(), { wrapper });
  return { ...view, invalidated };
}

const only = () => {
  const live = FakeEventSource.live;
  expect(live).toHaveLength(1);
  return live[0] as FakeEventSource;
};

const ALL = [['household'], ['mealplan'], ['shopping-lists'], ['notifications']];

describe('live updates', () => {
  it('opens one stream for a signed-in cook, with the session cookie', () => {
    renderLive();
    expect(only()).toMatchObject({ url: '/api/events', init: { withCredentials: true } });
  });

  it('opens none for a visitor', () => {
    renderLive(null);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('makes what each event names stale, and nothing else', () => {
    const { invalidated } = renderLive();
    const source = only();
    act(() => source.open());
    expect(invalidated).toEqual([]);
    act(() => source.emit('household', { id: 3 }));
    act(() => source.emit('mealplan', { id: 9 }));
    act(() => source.emit('shopping-list', { id: 5 }));
    // A notification names nothing: the bell's count and the list are read again.
    act(() => source.emit('notification', {}));
    expect(invalidated).toEqual(ALL);
  });

  it('reads everything again once a dropped stream is back, since events may have been missed', () => {
    const { invalidated } = renderLive();
    const source = only();
    act(() => source.open());
    act(() => source.fail());
    expect(invalidated).toEqual([]);
    act(() => source.open());
    expect(invalidated).toEqual(ALL);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('lets the stream go while the page is hidden, and catches up when it is shown', () => {
    const { invalidated } = renderLive();
    const first = only();
    act(() => first.open());
    act(() => setVisibility('hidden'));
    expect(FakeEventSource.live).toHaveLength(0);
    act(() => setVisibility('visible'));
    const second = only();
    expect(second).not.toBe(first);
    act(() => second.open());
    expect(invalidated).toEqual(ALL);
  });

  it('opens a new stream a little later when one is refused outright', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { invalidated } = renderLive();
    act(() => only().fail({ closed: true }));
    expect(FakeEventSource.live).toHaveLength(0);
    act(() => vi.advanceTimersByTime(10_000));
    act(() => only().open());
    expect(invalidated).toEqual(ALL);
  });

  it('closes the stream when the page no longer needs it', () => {
    const { unmount } = renderLive();
    only();
    unmount();
    expect(FakeEventSource.live).toHaveLength(0);
  });

  it('reopens for what the screens watch, after the last household event, reading only the bell', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { invalidated } = renderLive();
    const first = only();
    act(() => first.open());
    act(() => first.emit('household', { id: 3 }, '7'));
    const screen = renderHook(() => useLiveWatch({ feed: true, posts: [1, 3] }));
    act(() => vi.advanceTimersByTime(400));
    const second = only();
    expect(second).not.toBe(first);
    expect(new URL(second.url, 'http://simmer.test').searchParams.toString()).toBe(
      'feed=true&posts=3%2C1&lastEventId=7',
    );
    act(() => second.open());
    // The household event made its screen stale; the switch reads only the bell again.
    expect(invalidated).toEqual([['household'], ['notifications']]);
    screen.unmount();
    act(() => vi.advanceTimersByTime(400));
    expect(only().url).toBe('/api/events?lastEventId=7');
  });

  it('hands counts and new posts to the screens that handle them', () => {
    renderLive();
    const counts = vi.fn();
    const posts = vi.fn();
    renderHook(() => {
      useLiveEvent('counts', counts);
      useLiveEvent('announcement', posts);
    });
    const source = only();
    act(() => source.open());
    const changed = { contentType: 'announcement', id: 4, likesCount: 2, commentsCount: 1 };
    act(() => source.emit('counts', changed));
    act(() => source.emit('announcement', { id: 9 }));
    expect(counts).toHaveBeenCalledWith(changed);
    expect(posts).toHaveBeenCalledWith({ id: 9 });
  });
});
