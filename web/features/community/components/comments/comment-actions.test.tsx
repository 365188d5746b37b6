import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { errorAnswer, sentJson } from '@/test/api-stub';
import { commentBy, comments, mine, openComments } from '@/test/comments-thread';
import { makeComment } from '@/test/community';
import { makeUser } from '@/test/render-app';

afterEach(() => vi.restoreAllMocks());

describe('Comments: without a display name', () => {
  const nameless = makeUser({ id: 'user-1', displayName: '' });

  it.each([
    ['liking a comment', 'like comments'],
    ['replying', 'reply'],
    ['commenting', 'comment'],
  ])('refuses %s with "Profile Setup Required"', async (action, text) => {
    const { section, events, calls } = await openComments(comments(1, 1), { viewer: nameless });
    const comment = await within(section).findByRole('article', { name: 'Comment by Bea Baker' });
    if (action === 'liking a comment') {
      await events.click(within(comment).getByRole('button', { name: '0 Likes' }));
    } else if (action === 'replying') {
      await events.click(within(comment).getByRole('button', { name: 'Reply' }));
      expect(within(section).queryByRole('textbox', { name: /Reply to/ })).not.toBeInTheDocument();
    } else {
      await events.type(within(section).getByRole('textbox', { name: 'Add a comment' }), 'Hi');
      await events.click(within(section).getByRole('button', { name: 'Comment' }));
    }
    expect(await screen.findByText('Profile Setup Required')).toBeVisible();
    expect(
      screen.getByText(`Please complete your profile with a display name to ${text}`),
    ).toBeVisible();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });
});

describe('Comments: an ended session', () => {
  it("says 'Unauthorized' and goes to sign in 500 ms later", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { section, events } = await openComments([], {
      answer: (call) => (call.method === 'POST' ? errorAnswer(401, 'Unauthorized') : undefined),
    });
    await events.type(within(section).getByRole('textbox', { name: 'Add a comment' }), 'Hello');

    vi.useFakeTimers();
    try {
      fireEvent.click(within(section).getByRole('button', { name: 'Comment' }));
      // The failed call settles through promises and React Query's zero-delay timers.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText('Unauthorized')).toBeVisible();
      expect(screen.getByText('You are logged out. Logging in again...')).toBeVisible();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(450);
      });
      expect(assign).not.toHaveBeenCalled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(assign).toHaveBeenCalledWith('/api/login');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Comments: menu', () => {
  it('lets the owner delete a comment with its replies, after asking, and counts them off', async () => {
    const own = makeComment({
      id: 11,
      content: 'My first try',
      user: mine,
      userId: 'user-1',
      repliesCount: 2,
    });
    const replies = comments(2, 20, { parentId: 11 });
    const { section, events, calls, card } = await openComments(
      [own, makeComment({ id: 12, content: 'Nice' }), ...replies],
      { commentsCount: 4 },
    );
    await within(section).findByText('My first try');
    const comment = commentBy(section, 'My first try');
    await events.click(within(comment).getByRole('button', { name: 'View 2 replies' }));
    await within(section).findByText('Comment 21');
    // Its replies have menus of their own: the first one is the comment's.
    await events.click(
      within(comment).getAllByRole('button', { name: 'More actions' })[0] as HTMLElement,
    );
    expect(screen.queryByRole('menuitem', { name: 'Report comment' })).not.toBeInTheDocument();
    await events.click(await screen.findByRole('menuitem', { name: 'Delete comment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete comment' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this comment? This action cannot be undone.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Comment deleted successfully')).toBeVisible();
    await waitFor(() => expect(within(section).queryByText('My first try')).toBeNull());
    expect(within(section).queryByText('Comment 21')).toBeNull();
    expect(within(section).getByText('Nice')).toBeVisible();
    // The comment is gone, so focus lands on the post's comments toggle, not on the page body.
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: '1 Comment' })).toHaveFocus(),
    );
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/comments/11',
    ]);
  });

  it('takes a deleted reply off its parent’s count', async () => {
    const parent = makeComment({ id: 11, content: 'Which flour?', repliesCount: 2 });
    const reply = makeComment({
      id: 21,
      parentId: 11,
      content: 'Rye',
      user: mine,
      userId: 'user-1',
    });
    const other = makeComment({ id: 22, parentId: 11, content: 'Spelt' });
    const { section, events } = await openComments([parent, reply, other], { commentsCount: 3 });
    await events.click(await within(section).findByRole('button', { name: 'View 2 replies' }));
    const rye = commentBy(section, 'Rye');
    await events.click(within(rye).getByRole('button', { name: 'More actions' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Delete comment' }));
    await events.click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByText('Comment deleted successfully');
    await events.click(within(section).getByRole('button', { name: 'Hide replies' }));
    expect(within(section).getByRole('button', { name: 'View 1 reply' })).toBeVisible();
  });

  it('says so when deleting fails, and keeps the comment', async () => {
    const own = makeComment({ id: 11, content: 'Mine', user: mine, userId: 'user-1' });
    const { section, events } = await openComments([own], {
      answer: (call) => (call.method === 'DELETE' ? errorAnswer(500, 'Internal error') : undefined),
    });
    const comment = await within(section).findByRole('article', { name: 'Comment by Chef Ada' });
    await events.click(within(comment).getByRole('button', { name: 'More actions' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Delete comment' }));
    await events.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete comment. Please try again.')).toBeVisible();
    expect(within(section).getByText('Mine')).toBeVisible();
  });

  it("offers others 'Report comment', naming it by its first 50 characters", async () => {
    const long = `${'A'.repeat(45)}BCDEFGHIJ`;
    const { section, events, calls } = await openComments([makeComment({ id: 11, content: long })]);
    const comment = await within(section).findByRole('article', { name: 'Comment by Bea Baker' });
    await events.click(within(comment).getByRole('button', { name: 'More actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete comment' })).not.toBeInTheDocument();
    await events.click(await screen.findByRole('menuitem', { name: 'Report comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
    expect(dialog).toHaveTextContent(`“${'A'.repeat(45)}BCDEF”`);
    await events.click(within(dialog).getByLabelText('Harassment or bullying'));
    await events.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Report submitted');
    expect(sentJson(calls.find((call) => call.url === '/api/reports'))).toEqual({
      contentType: 'comment',
      contentId: 11,
      reportedUserId: 'cook-2',
      reason: 'harassment',
    });
  });
});

describe('Comments: likes', () => {
  it('likes a comment at once and keeps the server’s count', async () => {
    const { section, events, calls } = await openComments([makeComment({ id: 11, likesCount: 1 })]);
    const comment = await within(section).findByRole('article', { name: 'Comment by Bea Baker' });
    const like = within(comment).getByRole('button', { name: '1 Like' });
    await events.click(like);
    expect(like).toHaveAccessibleName('2 Likes');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/comments/11/like')).toBe(true),
    );
  });

  it('goes back when liking a comment fails', async () => {
    const { section, events } = await openComments([makeComment({ id: 11, likesCount: 1 })], {
      answer: (call) =>
        call.url.endsWith('/like') ? errorAnswer(500, 'Internal error') : undefined,
    });
    const comment = await within(section).findByRole('article', { name: 'Comment by Bea Baker' });
    await events.click(within(comment).getByRole('button', { name: '1 Like' }));
    expect(await screen.findByText('Failed to update like status')).toBeVisible();
    expect(within(comment).getByRole('button', { name: '1 Like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
