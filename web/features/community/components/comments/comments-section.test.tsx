import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, sentJson } from '@/test/api-stub';
import { commentCalls, comments, cook, openComments } from '@/test/comments-thread';
import { makeAnnouncement, makeComment, stubCommunity } from '@/test/community';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.restoreAllMocks());

describe('Comments: reading', () => {
  it('loads comments 10 at a time when opened, oldest first, with "Load more comments"', async () => {
    const { section, events, calls } = await openComments(comments(12, 1));
    expect(await within(section).findByText('Comment 1')).toBeVisible();
    expect(within(section).getByText('Comment 10')).toBeVisible();
    expect(within(section).queryByText('Comment 11')).not.toBeInTheDocument();
    await events.click(within(section).getByRole('button', { name: 'Load more comments' }));
    expect(await within(section).findByText('Comment 12')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Load more comments' })).toBeNull();
    expect(commentCalls(calls)).toEqual([
      { path: '/api/announcements/1/comments', query: { page: '1', limit: '10' } },
      { path: '/api/announcements/1/comments', query: { page: '2', limit: '10' } },
    ]);
  });

  it('reads nothing until the comments are opened', async () => {
    const { calls } = stubCommunity({ posts: [makeAnnouncement({ commentsCount: 3 })] });
    renderApp('/announcements', cook);
    await screen.findByRole('article', { name: 'Sourdough at last' });
    expect(commentCalls(calls)).toEqual([]);
  });

  it('loads replies only when asked, 5 at a time', async () => {
    const parent = makeComment({ id: 11, content: 'Which flour?', repliesCount: 6 });
    const replies = comments(6, 20, { parentId: 11 });
    const { section, events, calls } = await openComments([parent, ...replies], {
      commentsCount: 7,
    });
    const toggle = await within(section).findByRole('button', { name: 'View 6 replies' });
    expect(commentCalls(calls)).toHaveLength(1);
    await events.click(toggle);
    expect(await within(section).findByText('Comment 24')).toBeVisible();
    expect(within(section).queryByText('Comment 25')).not.toBeInTheDocument();
    await events.click(within(section).getByRole('button', { name: 'Load more replies' }));
    expect(await within(section).findByText('Comment 25')).toBeVisible();
    expect(commentCalls(calls).slice(1)).toEqual([
      { path: '/api/comments/11/replies', query: { page: '1', limit: '5' } },
      { path: '/api/comments/11/replies', query: { page: '2', limit: '5' } },
    ]);
    await events.click(within(section).getByRole('button', { name: 'Hide replies' }));
    expect(within(section).queryByText('Comment 25')).not.toBeInTheDocument();
  });

  it('invites a first comment when there is none', async () => {
    const { section } = await openComments([]);
    expect(
      await within(section).findByText('No comments yet. Be the first to share your thoughts!'),
    ).toBeVisible();
  });

  it('shows a visitor the thread and a way to sign in, but no box and no Reply', async () => {
    const { section } = await openComments(comments(1, 1), { viewer: null });
    await within(section).findByText('Comment 1');
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Sign in to comment' })).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });
});

describe('Comments: writing', () => {
  it('counts up to 500 characters and keeps Comment disabled while the text is blank', async () => {
    const { section, events } = await openComments([]);
    const box = within(section).getByRole('textbox', { name: 'Add a comment' });
    const send = within(section).getByRole('button', { name: 'Comment' });
    expect(box).toHaveAttribute('maxLength', '500');
    expect(within(section).getByText('0/500')).toBeVisible();
    expect(send).toBeDisabled();
    await events.type(box, '   ');
    expect(within(section).getByText('3/500')).toBeVisible();
    expect(send).toBeDisabled();
    await events.type(box, 'x');
    expect(send).toBeEnabled();
  });

  it('sends the comment trimmed, shows it and counts it on the post', async () => {
    const { section, events, calls, card } = await openComments(comments(1, 1));
    await within(section).findByText('Comment 1');
    await events.type(
      within(section).getByRole('textbox', { name: 'Add a comment' }),
      '  Great crumb!  ',
    );
    await events.click(within(section).getByRole('button', { name: 'Comment' }));

    expect(await screen.findByText('Comment added!')).toBeVisible();
    expect(screen.getByText('Success')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/announcements/1/comments');
    expect(sentJson(post)).toEqual({ content: 'Great crumb!' });
    expect(await within(section).findByText('Great crumb!')).toBeVisible();
    expect(within(section).getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    expect(within(card).getByRole('button', { name: '2 Comments' })).toBeVisible();
  });

  it('keeps the text and says so when the comment fails', async () => {
    const { section, events } = await openComments([], {
      answer: (call) => (call.method === 'POST' ? errorAnswer(500, 'Internal error') : undefined),
    });
    const box = within(section).getByRole('textbox', { name: 'Add a comment' });
    await events.type(box, 'Hello');
    await events.click(within(section).getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Failed to add comment')).toBeVisible();
    expect(box).toHaveValue('Hello');
  });

  it('says when to try again when the server holds a fast commenter back', async () => {
    const limited = 'You are commenting very fast. Please try again in 10 minutes.';
    const { section, events } = await openComments([], {
      answer: (call) => (call.method === 'POST' ? errorAnswer(429, limited) : undefined),
    });
    const box = within(section).getByRole('textbox', { name: 'Add a comment' });
    await events.type(box, 'Hello again');
    await events.click(within(section).getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Slow down')).toBeVisible();
    expect(screen.getByText(limited)).toBeVisible();
    expect(box).toHaveValue('Hello again');
  });

  it('replies to a comment, then shows the reply and the new count', async () => {
    const parent = makeComment({ id: 11, content: 'Which flour?' });
    const { section, events, calls, card } = await openComments([parent]);
    await events.click(await within(section).findByRole('button', { name: 'Reply' }));
    const box = within(section).getByRole('textbox', { name: 'Reply to Bea Baker' });
    expect(box).toHaveFocus();
    await events.type(box, ' Rye, mostly. ');
    const form = within(section).getByRole('form', { name: 'Reply to Bea Baker' });
    await events.click(within(form).getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Reply added!')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST');
    expect(sentJson(post)).toEqual({ content: 'Rye, mostly.', parentId: 11 });
    expect(await within(section).findByText('Rye, mostly.')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Hide replies' })).toBeVisible();
    expect(within(card).getByRole('button', { name: '2 Comments' })).toBeVisible();
    await events.click(within(section).getByRole('button', { name: 'Hide replies' }));
    expect(within(section).getByRole('button', { name: 'View 1 reply' })).toBeVisible();
  });
});
