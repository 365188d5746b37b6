import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, jsonAnswer } from '@/test/api-stub';
import { feedCalls, makePosts, postTitles, stubCommunity } from '@/test/community';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { makeUser, renderApp } from '@/test/render-app';

const cook = makeUser();
beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('Community Feed: who sees what', () => {
  it('reads the general list for a visitor, without the filter and with a way to sign in', async () => {
    const { calls } = stubCommunity({ posts: makePosts(2, 2) });
    renderApp('/announcements', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Feed' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Post 2' })).toBeVisible();
    expect(feedCalls(calls)).toEqual([
      { path: '/api/announcements', query: { limit: '20', sort: 'newest' } },
    ]);
    expect(screen.queryByRole('combobox', { name: 'Show' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Share Something' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to share' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fannouncements',
    );
  });

  it('reads the personal list for a cook with a display name, who may share', async () => {
    const { calls } = stubCommunity({ posts: makePosts(1, 1) });
    renderApp('/announcements', cook);
    await screen.findByRole('heading', { name: 'Post 1' });
    expect(feedCalls(calls)).toEqual([
      { path: '/api/announcements/feed', query: { limit: '20', sort: 'newest', filter: 'all' } },
    ]);
    expect(screen.getByRole('link', { name: 'Share Something' })).toHaveAttribute(
      'href',
      '/announcements/create',
    );
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('All Posts');
    expect(
      screen.queryByText('Set up your profile to start posting and interacting!'),
    ).not.toBeInTheDocument();
  });

  it('asks a cook without a display name to complete their profile instead', async () => {
    stubCommunity({ posts: makePosts(1, 1) });
    renderApp('/announcements', makeUser({ displayName: '   ' }));
    expect(
      await screen.findByText('Set up your profile to start posting and interacting!'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByRole('link', { name: 'Share Something' })).not.toBeInTheDocument();
  });
});

describe('Community Feed: paging', () => {
  it('continues after the last post of the page with "Load more posts", until a short page', async () => {
    const { calls } = stubCommunity({ posts: makePosts(25, 100) });
    const { events } = renderApp('/announcements', cook);
    await screen.findByRole('heading', { name: 'Post 100' });
    expect(postTitles()).toHaveLength(20);
    expect(screen.getByRole('status')).toHaveTextContent('20 posts shown');

    await events.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('heading', { name: 'Post 76' })).toBeVisible();
    expect(postTitles()).toHaveLength(25);
    expect(feedCalls(calls).map((call) => call.query.before)).toEqual([undefined, '81']);
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
    expect(screen.getByText("You're all caught up.")).toBeVisible();
  });

  it('loads the next page when the end of the feed scrolls into view, and only then', async () => {
    const observer = stubIntersectionObserver();
    const { calls } = stubCommunity({ posts: makePosts(45, 100) });
    renderApp('/announcements', cook);
    await screen.findByRole('heading', { name: 'Post 100' });
    expect(feedCalls(calls)).toHaveLength(1);

    act(() => observer.scrollIntoView());
    expect(await screen.findByRole('heading', { name: 'Post 61' })).toBeVisible();
    act(() => observer.scrollIntoView());
    expect(await screen.findByRole('heading', { name: 'Post 56' })).toBeVisible();
    expect(feedCalls(calls).map((call) => call.query.before)).toEqual([undefined, '81', '61']);
    // The last page was short: nothing more is watched or fetched.
    expect(observer.count).toBe(0);
  });

  it('says so when a further page fails, and tries again on request', async () => {
    let failNext = true;
    stubCommunity({ posts: makePosts(30, 100) }, (call) => {
      if (!call.url.includes('before=') || !failNext) return undefined;
      failNext = false;
      return errorAnswer(500, 'Internal error');
    });
    const { events } = renderApp('/announcements', cook);
    await screen.findByRole('heading', { name: 'Post 100' });
    await events.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(
      await screen.findByText('More posts could not be loaded. Please try again.'),
    ).toBeVisible();
    expect(postTitles()).toHaveLength(20);
    await events.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('heading', { name: 'Post 71' })).toBeVisible();
  });
});

describe('Community Feed: search, filter and sort', () => {
  it('searches on the server once typing pauses, and says when nothing matched', async () => {
    const { calls } = stubCommunity({ posts: makePosts(2, 2) }, (call) =>
      call.url.includes('q=') ? jsonAnswer([]) : undefined,
    );
    const { events } = renderApp('/announcements', cook);
    await screen.findByRole('heading', { name: 'Post 2' });
    await events.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'kale chips');
    expect(await screen.findByRole('heading', { name: 'No posts found' })).toBeVisible();
    expect(
      screen.getByText('No posts match "kale chips". Try a different search term or filter.'),
    ).toBeVisible();
    expect(feedCalls(calls).map((call) => call.query.q)).toEqual([undefined, 'kale chips']);
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveAttribute(
      'placeholder',
      'Search posts...',
    );
  });

  it('sends the chosen sort and filter', async () => {
    const { calls } = stubCommunity({ posts: makePosts(2, 2) });
    const { events } = renderApp('/announcements', cook);
    await screen.findByRole('heading', { name: 'Post 2' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest First', 'Oldest First', 'Most Popular']);
    await events.selectOptions(sort, 'Most Popular');
    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(
      within(show)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Posts', 'Liked Posts', 'Following']);
    await events.selectOptions(show, 'Following');
    await waitFor(() => expect(feedCalls(calls)).toHaveLength(3));
    expect(feedCalls(calls).map(({ query }) => [query.sort, query.filter])).toEqual([
      ['newest', 'all'],
      ['popular', 'all'],
      ['popular', 'following'],
    ]);
  });

  it("says 'No posts found' for a filter with no result", async () => {
    stubCommunity({ posts: makePosts(2, 2) }, (call) =>
      call.url.includes('filter=liked') ? jsonAnswer([]) : undefined,
    );
    const { events } = renderApp('/announcements', cook);
    await screen.findByRole('heading', { name: 'Post 2' });
    await events.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Liked Posts');
    expect(await screen.findByRole('heading', { name: 'No posts found' })).toBeVisible();
  });
});
