import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountApi } from '@/test/account';
import { type ApiCall, deferredAnswer, noContent, sentJson, stubApi } from '@/test/api-stub';
import { makeUser, renderApp } from '@/test/render-app';

const LOCAL_TEXT = 'Change the password you sign in with. Your other devices will be signed out.';

/** Account Settings with the given accounts; `answer` may answer a call before the stand-in. */
function openAccountSettings(
  accounts: 'local' | 'oidc',
  answer?: (call: ApiCall) => Response | Promise<Response> | undefined,
) {
  const api = accountApi({ accounts });
  const stub = stubApi((call) => answer?.(call) ?? api(call));
  return { ...stub, ...renderApp('/account', makeUser()) };
}

async function openDialog(events: UserEvent) {
  // The button is there, disabled, before the server's settings say the password changes here.
  await screen.findByText(LOCAL_TEXT);
  await events.click(screen.getByRole('button', { name: 'Change Password' }));
  return screen.getByRole('dialog', { name: 'Change Password' });
}

async function fill(events: UserEvent, current: string, next: string, confirm = next) {
  await events.type(screen.getByLabelText('Current password'), current);
  await events.type(screen.getByLabelText('New password'), next);
  await events.type(screen.getByLabelText('Confirm new password'), confirm);
}

const callsTo = (calls: ApiCall[], url: string) => calls.filter((call) => call.url === url);

describe('Security', () => {
  it('says an OpenID provider manages the password, and offers no change', async () => {
    openAccountSettings('oidc');
    expect(await screen.findByText('Managed Externally')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    expect(screen.queryByText(LOCAL_TEXT)).not.toBeInTheDocument();
  });

  it('opens a dialog of three password fields, and Cancel closes it', async () => {
    const { events } = openAccountSettings('local');
    const dialog = await openDialog(events);
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    for (const label of ['New password', 'Confirm new password']) {
      const field = within(dialog).getByLabelText(label);
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'new-password');
    }
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveFocus();
  });

  it('refuses a confirmation that differs and a short password, without asking the server', async () => {
    const { events, calls } = openAccountSettings('local');
    const dialog = await openDialog(events);
    await fill(events, 'old-secret', 'new-secret-1', 'new-secret-2');
    await events.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    const confirm = within(dialog).getByLabelText('Confirm new password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('The passwords do not match');

    await events.clear(within(dialog).getByLabelText('New password'));
    await events.type(within(dialog).getByLabelText('New password'), 'short');
    await events.clear(confirm);
    await events.type(confirm, 'short');
    await events.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. Password must be at least 8 characters',
    );
    expect(callsTo(calls, '/api/auth/password')).toEqual([]);
    expect(callsTo(calls, '/api/auth/profile')).toEqual([]);
  });

  it("shows the server's wrong current password at that field, keeps the dialog and saves no profile", async () => {
    const { events, calls } = openAccountSettings('local', (call) =>
      call.url === '/api/auth/password'
        ? Response.json(
            {
              message: 'Current password is incorrect',
              code: 'VALIDATION',
              issues: [{ path: 'body.currentPassword', message: 'Current password is incorrect' }],
            },
            { status: 400 },
          )
        : undefined,
    );
    const dialog = await openDialog(events);
    // Enter sends the dialog's own form: React bubbles it to the profile form around the card.
    await fill(events, 'not-my-password', 'new-secret-1');
    await events.keyboard('{Enter}');
    const current = within(dialog).getByLabelText('Current password');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('Current password is incorrect'),
    );
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(current).toHaveValue('not-my-password');
    expect(within(dialog).getByLabelText('New password')).toHaveValue('new-secret-1');
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
    expect(callsTo(calls, '/api/auth/password')).toHaveLength(1);
    expect(callsTo(calls, '/api/auth/profile')).toEqual([]);
  });

  it("shows any other failure's message in the dialog", async () => {
    const message = 'Too many failed sign-in attempts. Please try again later.';
    const { events } = openAccountSettings('local', (call) =>
      call.url === '/api/auth/password' ? Response.json({ message }, { status: 429 }) : undefined,
    );
    const dialog = await openDialog(events);
    await fill(events, 'old-secret', 'new-secret-1');
    await events.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  it('sends the two passwords, closes with a toast and reads the devices again', async () => {
    const answer = deferredAnswer();
    const { events, calls } = openAccountSettings('local', (call) =>
      call.url === '/api/auth/password' ? answer.promise : undefined,
    );
    expect(
      await screen.findByRole('button', { name: 'Sign out Firefox 133 on Windows 10' }),
    ).toBeVisible();
    const dialog = await openDialog(events);
    await fill(events, 'old-secret', 'new-secret-1');
    await events.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByRole('button', { name: 'Changing...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    const [change] = callsTo(calls, '/api/auth/password');
    expect(change?.method).toBe('PUT');
    expect(sentJson(change)).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-1',
    });
    answer.release(noContent());

    expect(await screen.findByText('Password Changed')).toBeVisible();
    expect(screen.getByText('Your other devices have been signed out.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, '/api/auth/sessions')).toHaveLength(2));
    expect(callsTo(calls, '/api/auth/profile')).toEqual([]);
  });
});
