import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sentJson } from '@/test/api-stub';
import {
  actionCalls,
  clearToasts,
  makeContent,
  makeCook,
  makeReportedItem,
  openModeration,
  reportPage,
} from '@/test/moderation';

const shown = makeReportedItem();
const removedComment = makeReportedItem({
  id: 2,
  contentType: 'comment',
  contentId: 7,
  status: 'actioned',
  content: makeContent({
    title: 'Sunday roast',
    text: 'Rude words',
    withheld: { state: 'removed', reason: 'Rude' },
  }),
});
const hiddenRecipe = makeReportedItem({
  id: 3,
  contentType: 'recipe',
  contentId: 12,
  content: makeContent({ title: 'Odd stew', withheld: { state: 'hidden', reason: null } }),
});
const profile = makeReportedItem({
  id: 4,
  contentType: 'user',
  contentId: null,
  reportedUser: {
    ...makeCook({ id: 'cook-9', displayName: 'Pia Pan' }),
    role: 'user',
    suspendedUntil: null,
  },
  content: makeContent({ title: 'Pia Pan', text: 'Buy my stuff' }),
});

async function openItems(items = [shown, removedComment, hiddenRecipe, profile]) {
  const view = openModeration('/moderation', { reports: () => reportPage(items) });
  await screen.findByRole('article', { name: items[0]?.content?.title ?? '' });
  return view;
}

const card = (name: string) => within(screen.getByRole('article', { name }));

/** Types a reason into the open action dialog and confirms it with `confirm`. */
async function confirmWith(
  events: Awaited<ReturnType<typeof openItems>>['events'],
  confirm: string,
) {
  const dialog = within(await screen.findByRole('dialog', { name: confirm }));
  await events.type(dialog.getByLabelText(/^Reason/), 'Broke the rules');
  await events.click(dialog.getByRole('button', { name: confirm }));
}

beforeEach(clearToasts);

describe('removing and restoring reported content', () => {
  it('offers Remove on content everyone sees, Restore on removed content, neither on a profile', async () => {
    await openItems();
    expect(card('Cheap watches here').getByRole('button', { name: 'Remove post' })).toBeVisible();
    expect(card('Cheap watches here').queryByRole('button', { name: /Restore/ })).toBeNull();

    const comment = card('Comment by Sam Spammer');
    expect(comment.getByRole('button', { name: 'Restore comment' })).toBeVisible();
    expect(comment.queryByRole('button', { name: /Remove/ })).toBeNull();

    const recipe = card('Odd stew');
    expect(recipe.getByRole('button', { name: 'Remove recipe' })).toBeVisible();

    const cook = card('Pia Pan');
    expect(cook.queryByRole('button', { name: /Remove|Restore/ })).toBeNull();
  });

  it('marks content already out of sight: Removed, or Hidden by its reports', async () => {
    await openItems();
    expect(card('Comment by Sam Spammer').getByText('Removed')).toBeVisible();
    expect(card('Odd stew').getByText('Hidden')).toBeVisible();
    expect(card('Cheap watches here').queryByText(/^(Removed|Hidden)$/)).toBeNull();
    expect(card('Pia Pan').queryByText(/^(Removed|Hidden)$/)).toBeNull();
  });

  it('removes a post with a reason its author will read, and says so', async () => {
    const { calls, events } = await openItems();
    await events.click(card('Cheap watches here').getByRole('button', { name: 'Remove post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove post' });
    expect(dialog).toHaveAccessibleDescription(
      'Only Sam Spammer and the moderators will see the post, and Sam Spammer will read your reason.',
    );
    await confirmWith(events, 'Remove post');

    expect(await screen.findByText('Post removed')).toBeVisible();
    expect(sentJson(actionCalls(calls)[0])).toEqual({
      action: 'remove',
      contentType: 'announcement',
      contentId: 41,
      reason: 'Broke the rules',
    });
  });

  it('restores a removed comment', async () => {
    const { calls, events } = await openItems();
    await events.click(
      card('Comment by Sam Spammer').getByRole('button', { name: 'Restore comment' }),
    );
    await confirmWith(events, 'Restore comment');

    expect(await screen.findByText('Comment restored')).toBeVisible();
    expect(sentJson(actionCalls(calls)[0])).toEqual({
      action: 'restore',
      contentType: 'comment',
      contentId: 7,
      reason: 'Broke the rules',
    });
  });

  it('says that dismissing shows hidden content again', async () => {
    const { events } = await openItems();
    await events.click(card('Odd stew').getByRole('button', { name: 'Dismiss' }));
    expect(
      await screen.findByRole('dialog', { name: 'Dismiss reports' }),
    ).toHaveAccessibleDescription('The reports are closed and everyone can see the recipe again.');
  });
});

describe('what other screens read again after an action', () => {
  const feed = ['announcements', 'list', 'feed', { sort: 'newest' }];
  const thread = ['announcements', 'thread', 41, 'comments'];
  const recipe = ['recipes', 'detail', 12];

  it.each([
    ['Remove post', 'Remove post'],
    ['Dismiss', 'Dismiss reports'],
  ])('after %s: the feed, the threads and the recipes', async (button, confirm) => {
    const { events, queryClient } = await openItems([shown]);
    for (const key of [feed, thread, recipe]) queryClient.setQueryData(key, { kept: true });
    await events.click(card('Cheap watches here').getByRole('button', { name: button }));
    await confirmWith(events, confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const key of [feed, thread, recipe]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });

  it('after a suspension: nothing but the moderation lists', async () => {
    const { events, queryClient } = await openItems([shown]);
    queryClient.setQueryData(feed, { kept: true });
    await events.click(card('Cheap watches here').getByRole('button', { name: 'Suspend author' }));
    await confirmWith(events, 'Suspend Sam Spammer');

    expect(await screen.findByText('Sam Spammer suspended')).toBeVisible();
    expect(queryClient.getQueryState(feed)?.isInvalidated).toBe(false);
  });
});
