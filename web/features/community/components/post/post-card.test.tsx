import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { deferredAnswer, errorAnswer } from '@/test/api-stub';
import { makeAnnouncement, minutesAgo, stubCommunity } from '@/test/community';
import { makeUser, renderApp } from '@/test/render-app';

const cook = makeUser({ id: 'user-1', displayName: 'Chef Ada' });

async function openFeed(
  post = makeAnnouncement(),
  viewer: ReturnType<typeof makeUser> | null = cook,
  answer?: Parameters<typeof stubCommunity>[1],
) {
  const api = stubCommunity({ posts: [post] }, answer);
  const view = renderApp('/announcements', viewer);
  const card = await screen.findByRole('article', { name: post.title });
  return { ...view, ...api, card };
}

const likeButton = (card: HTMLElement) =>
  within(card).getByRole('button', { name: /^\d+ Likes?$/ });

afterEach(() => vi.restoreAllMocks());

describe('Post card: what it shows', () => {
  it('shows the author, a relative time with the exact date, the title and the text as written', async () => {
    const createdAt = minutesAgo(5);
    const { card } = await openFeed(makeAnnouncement({ createdAt }));
    expect(within(card).getByRole('link', { name: 'Bea Baker' })).toHaveAttribute(
      'href',
      '/user/cook-2',
    );
    expect(within(card).getByText('BB')).toBeVisible();
    const time = within(card).getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', createdAt);
    expect(time.getAttribute('title')).toMatch(/^\w+ \d{1,2}, \d{4} at /);
    expect(within(card).getByRole('heading', { name: 'Sourdough at last' })).toBeVisible();
    const text = within(card).getByText(/Twelve hours of proofing/);
    expect(text.textContent).toBe('Twelve hours of proofing.\nWorth it.');
    expect(text).toHaveClass('whitespace-pre-wrap');
  });

  it('shows a photo named by the title: the first post’s at once, later ones lazily', async () => {
    const id = '0b6c7a1e-52f4-4d0e-9a43-5f1c2a8e9d70';
    const photoPost = (postId: number, title: string) =>
      makeAnnouncement({
        id: postId,
        title,
        image: `/uploads/announcements/${id}-1200x900.webp`,
        mediaType: 'image',
      });
    stubCommunity({ posts: [photoPost(2, 'Rye loaf'), photoPost(1, 'Sourdough at last')] });
    renderApp('/announcements', cook);
    const first = await screen.findByRole('img', { name: 'Rye loaf' });
    expect(first).toHaveAttribute('src', `/uploads/announcements/${id}-1200x900.webp`);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const second = screen.getByRole('img', { name: 'Sourdough at last' });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    // Its smaller copies, and its size to keep the card's place.
    expect(second.getAttribute('srcset')).toContain('-1200x900-w400.webp 400w');
    expect(second).toHaveAttribute('sizes', '(min-width: 768px) 728px, 100vw');
    expect([second.getAttribute('width'), second.getAttribute('height')]).toEqual(['1200', '900']);
  });

  it('plays a video with controls, loading only its metadata first', async () => {
    const { card } = await openFeed(
      makeAnnouncement({ video: '/uploads/announcements/a.mp4', mediaType: 'video' }),
    );
    const video = card.querySelector('video');
    expect(video).toHaveAttribute('src', '/uploads/announcements/a.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveTextContent('Your browser does not support video playback.');
  });

  it.each([
    [0, 0, '0 Likes', '0 Comments'],
    [1, 1, '1 Like', '1 Comment'],
    [2, 5, '2 Likes', '5 Comments'],
  ])('counts %i likes and %i comments as "%s" and "%s"', async (likes, comments, l, c) => {
    const { card } = await openFeed(
      makeAnnouncement({ likesCount: likes, commentsCount: comments }),
    );
    expect(within(card).getByRole('button', { name: l })).toBeVisible();
    expect(within(card).getByRole('button', { name: c })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Post card: likes', () => {
  it('shows the like at once, then the exact count the server answers', async () => {
    const answer = deferredAnswer();
    const { card, events, calls } = await openFeed(undefined, cook, (call) =>
      call.url.endsWith('/like') ? answer.promise : undefined,
    );
    const like = likeButton(card);
    expect(like).toHaveAccessibleName('2 Likes');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await events.click(like);
    expect(like).toHaveAccessibleName('3 Likes');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    // A second click while the first is in flight is ignored rather than racing it.
    await events.click(like);
    answer.release(Response.json({ liked: true, likesCount: 9 }));
    await waitFor(() => expect(like).toHaveAccessibleName('9 Likes'));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'POST')?.url).toBe('/api/announcements/1/like');
  });

  it('unlikes a liked post', async () => {
    const { card, events } = await openFeed(makeAnnouncement({ liked: true, likesCount: 1 }));
    const like = likeButton(card);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await events.click(like);
    await waitFor(() => expect(like).toHaveAccessibleName('0 Likes'));
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes back and says so when liking fails', async () => {
    const { card, events } = await openFeed(undefined, cook, (call) =>
      call.url.endsWith('/like') ? errorAnswer(500, 'Internal error') : undefined,
    );
    const like = likeButton(card);
    await events.click(like);
    expect(await screen.findByText('Failed to update like status')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(like).toHaveAccessibleName('2 Likes');
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a cook without a display name to complete their profile, and sends nothing', async () => {
    const { card, events, calls } = await openFeed(undefined, makeUser({ displayName: null }));
    await events.click(likeButton(card));
    expect(await screen.findByText('Profile Setup Required')).toBeVisible();
    expect(
      screen.getByText('Please complete your profile with a display name to interact with posts'),
    ).toBeVisible();
    expect(likeButton(card)).toHaveAccessibleName('2 Likes');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends an ended session to sign in', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { card, events } = await openFeed(undefined, cook, (call) =>
      call.url.endsWith('/like') ? errorAnswer(401, 'Unauthorized') : undefined,
    );
    await events.click(likeButton(card));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeVisible();
    expect(screen.getByText('Unauthorized')).toBeVisible();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });

  it('offers a visitor the count as a way to sign in', async () => {
    const { card } = await openFeed(undefined, null);
    expect(within(card).queryByRole('button', { name: /Likes?$/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '2 Likes, sign in to like' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fannouncements',
    );
  });
});

describe('Post card: menu', () => {
  it('offers the author to delete, asks first, then removes the post', async () => {
    const { card, events, calls } = await openFeed(
      makeAnnouncement({ userId: 'user-1', user: { ...makeAnnouncement().user, id: 'user-1' } }),
    );
    await events.click(within(card).getByRole('button', { name: 'More actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Report announcement' })).not.toBeInTheDocument();
    await events.click(await screen.findByRole('menuitem', { name: 'Delete announcement' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete announcement' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this announcement? This action cannot be undone.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Announcement deleted successfully')).toBeVisible();
    expect(screen.getByText('Success')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Sourdough at last' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/announcements/1',
    ]);
  });

  it('keeps the post when the author cancels', async () => {
    const mine = makeAnnouncement({
      userId: 'user-1',
      user: { ...makeAnnouncement().user, id: 'user-1' },
    });
    const { card, events, calls } = await openFeed(mine);
    await events.click(within(card).getByRole('button', { name: 'More actions' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Delete announcement' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await events.click(cancel);
    // Focus goes back to the menu that opened the dialog.
    expect(within(card).getByRole('button', { name: 'More actions' })).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Sourdough at last' })).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('says so when deleting fails', async () => {
    const mine = makeAnnouncement({
      userId: 'user-1',
      user: { ...makeAnnouncement().user, id: 'user-1' },
    });
    const { card, events } = await openFeed(mine, cook, (call) =>
      call.method === 'DELETE' ? errorAnswer(500, 'Internal error') : undefined,
    );
    await events.click(within(card).getByRole('button', { name: 'More actions' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Delete announcement' }));
    await events.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete announcement. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('article', { name: 'Sourdough at last' })).toBeVisible();
  });

  it('offers other signed-in cooks to report the post, through the shared report dialog', async () => {
    const { card, events, calls } = await openFeed();
    await events.click(within(card).getByRole('button', { name: 'More actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete announcement' })).not.toBeInTheDocument();
    await events.click(await screen.findByRole('menuitem', { name: 'Report announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report announcement' });
    expect(dialog).toHaveTextContent('Sourdough at last');
    await events.click(within(dialog).getByLabelText('Spam or unwanted content'));
    await events.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Report submitted')).toBeVisible();
    const report = calls.find((call) => call.url === '/api/reports');
    expect(JSON.parse(String(report?.body))).toEqual({
      contentType: 'announcement',
      contentId: 1,
      reportedUserId: 'cook-2',
      reason: 'spam',
    });
  });

  it('shows no menu to a visitor', async () => {
    const { card } = await openFeed(undefined, null);
    expect(within(card).queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });
});
