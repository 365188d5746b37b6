import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorAnswer } from '@/test/api-stub';
import { commentBy, openComments } from '@/test/comments-thread';
import { makeComment } from '@/test/community';
import { clearToasts } from '@/test/moderation';

const REFUSED = "You can't interact with this cook";
const refuseWrites = (call: { method: string }) =>
  call.method === 'POST' ? errorAnswer(403, REFUSED) : undefined;

beforeEach(clearToasts);

describe('A cook who blocked the viewer', () => {
  it.each([
    ['liking the post', 'Sourdough at last'],
    ['liking a comment', 'Comment by Bea Baker'],
  ])('refuses %s, and the toast says so in the server’s words', async (_action, name) => {
    const { section, events } = await openComments([makeComment({ id: 11 })], {
      answer: refuseWrites,
    });
    await within(section).findByText('Looks amazing!');
    const target = screen.getByRole('article', { name });
    await events.click(
      within(target).getAllByRole('button', { name: /^\d+ Likes?$/ })[0] as HTMLElement,
    );

    expect(await screen.findByText(REFUSED)).toBeVisible();
    expect(screen.queryByText('Failed to update like status')).not.toBeInTheDocument();
  });

  it('refuses a comment or a reply with the same words', async () => {
    const { section, events } = await openComments([makeComment({ id: 11 })], {
      answer: refuseWrites,
    });
    await events.type(within(section).getByRole('textbox', { name: 'Add a comment' }), 'Hi');
    await events.click(within(section).getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText(REFUSED)).toBeVisible();
    expect(screen.queryByText('Failed to add comment')).not.toBeInTheDocument();

    clearToasts();
    const comment = commentBy(section, 'Looks amazing!');
    await events.click(within(comment).getByRole('button', { name: 'Reply' }));
    const form = within(comment).getByRole('form', { name: 'Reply to Bea Baker' });
    await events.type(within(form).getByRole('textbox'), 'Thanks');
    await events.click(within(form).getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText(REFUSED)).toBeVisible();
    expect(screen.queryByText('Failed to add reply')).not.toBeInTheDocument();
  });
});
