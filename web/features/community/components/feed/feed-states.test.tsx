import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { errorAnswer, neverAnswer } from '@/test/api-stub';
import {
  feedCalls,
  makeAnnouncement,
  makePosts,
  postTitles,
  stubCommunity,
} from '@/test/community';
import { makeUser, renderApp } from '@/test/render-app';
import { FEED_VIEW_KEY } from '../../lib/use-feed-view';

const cook = makeUser();

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('Community Feed: states', () => {
  it('shows placeholder cards while loading', async () => {
    neverAnswer();
    renderApp('/announcements', cook);
    expect(await screen.findByText('Loading posts…')).toBeInTheDocument();
  });

  it('waits for the session before choosing which list to read', async () => {
    let answerUser: (response: Response) => void = () => {};
    const { calls } = stubCommunity({ posts: makePosts(1, 1) }, (call) =>
      call.url === '/api/auth/user'
        ? new Promise<Response>((resolve) => {
            answerUser = resolve;
          })
        : undefined,
    );
    renderApp('/announcements');
    expect(await screen.findByText('Loading posts…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to share' })).not.toBeInTheDocument();
    expect(feedCalls(calls)).toEqual([]);
    answerUser(Response.json(cook));
    expect(await screen.findByRole('heading', { name: 'Post 1' })).toBeVisible();
    expect(feedCalls(calls).map((call) => call.path)).toEqual(['/api/announcements/feed']);
  });

  it("says 'No Announcements Yet' and offers 'Share Your First Post' on an empty feed", async () => {
    stubCommunity();
    renderApp('/announcements', cook);
    expect(await screen.findByRole('heading', { name: 'No Announcements Yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Share Your First Post' })).toHaveAttribute(
      'href',
      '/announcements/create',
    );
  });

  it('does not offer to share to a visitor on an empty feed', async () => {
    stubCommunity();
    renderApp('/announcements', null);
    expect(await screen.findByRole('heading', { name: 'No Announcements Yet' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Share Your First Post' })).not.toBeInTheDocument();
  });

  it("says 'Unable to Load Feed' and reloads the page from 'Try Again'", async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    stubCommunity({}, () => errorAnswer(500, 'Internal error'));
    const { events } = renderApp('/announcements', cook);
    expect(await screen.findByRole('heading', { name: 'Unable to Load Feed' })).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('Community Feed: refresh and layout', () => {
  it('spins Refresh for 500 ms and reads the first page again', async () => {
    const posts = makePosts(25, 100);
    const { calls, state } = stubCommunity({ posts });
    const { events } = renderApp('/announcements', cook);
    await screen.findByRole('heading', { name: 'Post 100' });
    await events.click(screen.getByRole('button', { name: 'Load more posts' }));
    await screen.findByRole('heading', { name: 'Post 76' });
    state.posts.push(makeAnnouncement({ id: 101, title: 'Fresh from the oven' }));

    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      expect(screen.getByRole('status')).toHaveTextContent('Refreshing feed…');
      act(() => vi.advanceTimersByTime(499));
      expect(screen.getByRole('status')).toHaveTextContent('Refreshing feed…');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('status')).not.toHaveTextContent('Refreshing feed…');
    } finally {
      vi.useRealTimers();
    }

    expect(await screen.findByRole('heading', { name: 'Fresh from the oven' })).toBeVisible();
    // One call for the first page, not one per page loaded before.
    expect(feedCalls(calls).map((call) => call.query.before)).toEqual([undefined, '81', undefined]);
    expect(postTitles()).toHaveLength(20);
  });

  it('switches between list and grid, and remembers the choice on this device', async () => {
    stubCommunity({ posts: makePosts(2, 2) });
    const first = renderApp('/announcements', cook);
    await screen.findByRole('heading', { name: 'Post 2' });
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await first.events.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.getItem(FEED_VIEW_KEY)).toBe('grid');
    first.unmount();

    renderApp('/announcements', cook);
    await screen.findByRole('heading', { name: 'Post 2' });
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('moves between posts with Page Down and Page Up', async () => {
    stubCommunity({ posts: makePosts(3, 3) });
    const { events } = renderApp('/announcements', cook);
    await screen.findByRole('heading', { name: 'Post 3' });
    const cards = within(screen.getByRole('feed', { name: 'Posts' })).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
    (cards[0] as HTMLElement).focus();
    await events.keyboard('{PageDown}');
    expect(cards[1]).toHaveFocus();
    await events.keyboard('{PageDown}{PageUp}{PageUp}');
    expect(cards[0]).toHaveFocus();
  });
});
