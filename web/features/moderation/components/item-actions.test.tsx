import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorAnswer, jsonAnswer, sentJson } from '@/test/api-stub';
import {
  actionCalls,
  clearToasts,
  makeContent,
  makeCook,
  makeReportedItem,
  openModeration,
  reportPage,
  reportReads,
} from '@/test/moderation';

const post = makeReportedItem();
const comment = makeReportedItem({
  id: 2,
  contentType: 'comment',
  contentId: 7,
  content: makeContent({ title: 'Sunday roast', text: 'Rude words' }),
});
const suspendedCook = makeReportedItem({
  id: 3,
  contentType: 'user',
  contentId: null,
  reportedUser: { ...makeCook(), role: 'user', suspendedUntil: 'infinity' },
  content: makeContent({ title: 'Sam Spammer', text: 'Buy my stuff' }),
});

/** The screen with the three items above, answering actions with `act`. */
async function openActions(act?: NonNullable<Parameters<typeof openModeration>[1]>['act']) {
  const view = openModeration('/moderation', {
    reports: () => reportPage([post, comment, suspendedCook]),
    act,
  });
  await screen.findByRole('article', { name: 'Cheap watches here' });
  return view;
}

beforeEach(clearToasts);

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('acting on a reported item', () => {
  it.each([
    [
      'Cheap watches here',
      'Dismiss',
      'Dismiss reports',
      'Reports dismissed',
      { action: 'dismiss', contentType: 'announcement', contentId: 41 },
    ],
    [
      'Comment by Sam Spammer',
      'Dismiss',
      'Dismiss reports',
      'Reports dismissed',
      { action: 'dismiss', contentType: 'comment', contentId: 7 },
    ],
    [
      'Sam Spammer',
      'Dismiss',
      'Dismiss reports',
      'Reports dismissed',
      { action: 'dismiss', contentType: 'user', userId: 'cook-2' },
    ],
    [
      'Sam Spammer',
      'Lift suspension',
      'Lift suspension',
      'Suspension lifted',
      { action: 'lift', contentType: 'user', userId: 'cook-2' },
    ],
  ])(
    'on "%s", %s sends its reason and says it is done',
    async (name, button, confirm, toast, body) => {
      const { calls, events } = await openActions();
      const readsBefore = reportReads(calls).length;
      await events.click(card(name).getByRole('button', { name: button }));
      const dialog = within(await screen.findByRole('dialog'));
      await events.type(dialog.getByLabelText(/^Reason/), '  Broke the rules  ');
      await events.click(dialog.getByRole('button', { name: confirm }));

      expect(await screen.findByText(toast)).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(actionCalls(calls)).toHaveLength(1);
      expect(sentJson(actionCalls(calls)[0])).toEqual({ ...body, reason: 'Broke the rules' });
      // The list is read again: the item has moved to another tab.
      await waitFor(() => expect(reportReads(calls).length).toBeGreaterThan(readsBefore));
    },
  );

  it.each([
    ['1 day', { days: 1 }],
    ['7 days', { days: 7 }],
    ['Until lifted', {}],
  ])('suspends the author for %s', async (length, days) => {
    const { calls, events } = await openActions();
    await events.click(card('Cheap watches here').getByRole('button', { name: 'Suspend author' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Sam Spammer' }));
    await events.selectOptions(dialog.getByLabelText('Suspend for'), length);
    await events.type(dialog.getByLabelText(/^Reason/), 'Spam, again');
    await events.click(dialog.getByRole('button', { name: 'Suspend Sam Spammer' }));

    expect(await screen.findByText('Sam Spammer suspended')).toBeVisible();
    expect(sentJson(actionCalls(calls)[0])).toEqual({
      action: 'suspend',
      contentType: 'announcement',
      contentId: 41,
      userId: 'cook-2',
      reason: 'Spam, again',
      ...days,
    });
  });

  it('needs a reason, and sends nothing without one', async () => {
    const { calls, events } = await openActions();
    await events.click(card('Cheap watches here').getByRole('button', { name: 'Dismiss' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dismiss reports' }));
    const reason = dialog.getByLabelText(/^Reason/);
    await events.type(reason, '   ');
    await events.click(dialog.getByRole('button', { name: 'Dismiss reports' }));

    expect(dialog.getByText('Reason is required')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Reason is required/);
    expect(actionCalls(calls)).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.queryByText('Sam Spammer suspended')).not.toBeInTheDocument();
  });

  it('counts the reason as it is typed, up to 500 characters', async () => {
    const { events } = await openActions();
    await events.click(card('Cheap watches here').getByRole('button', { name: 'Dismiss' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('0/500 characters')).toBeVisible();
    await events.type(dialog.getByLabelText(/^Reason/), 'Fine');
    expect(dialog.getByText('4/500 characters')).toBeVisible();
    expect(dialog.getByLabelText(/^Reason/)).toHaveAttribute('maxLength', '500');
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const { events } = await openActions(() =>
      errorAnswer(403, 'Moderators cannot act on an administrator'),
    );
    await events.click(card('Cheap watches here').getByRole('button', { name: 'Suspend author' }));
    const dialog = within(await screen.findByRole('dialog'));
    await events.type(dialog.getByLabelText(/^Reason/), 'Spam');
    await events.click(dialog.getByRole('button', { name: 'Suspend Sam Spammer' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Moderators cannot act on an administrator',
    );
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.queryByText('Sam Spammer suspended')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Suspend Sam Spammer' })).toBeEnabled();
  });

  it('shows a refused reason at the reason', async () => {
    const { events } = await openActions(() =>
      jsonAnswer(
        {
          message: 'Reason is at most 500 characters',
          code: 'VALIDATION',
          issues: [{ path: 'body.reason', message: 'Reason is at most 500 characters' }],
        },
        400,
      ),
    );
    await events.click(card('Cheap watches here').getByRole('button', { name: 'Dismiss' }));
    const dialog = within(await screen.findByRole('dialog'));
    await events.type(dialog.getByLabelText(/^Reason/), 'Long enough for the server to refuse');
    await events.click(dialog.getByRole('button', { name: 'Dismiss reports' }));

    expect(await dialog.findByText('Reason is at most 500 characters')).toBeVisible();
    expect(dialog.getByLabelText(/^Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Cancel without acting, the focus back on its button', async () => {
    const { calls, events } = await openActions();
    const dismiss = card('Cheap watches here').getByRole('button', { name: 'Dismiss' });
    await events.click(dismiss);
    const dialog = within(await screen.findByRole('dialog'));
    await events.type(dialog.getByLabelText(/^Reason/), 'Maybe');
    await events.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dismiss).toHaveFocus();
    expect(actionCalls(calls)).toHaveLength(0);
  });
});
