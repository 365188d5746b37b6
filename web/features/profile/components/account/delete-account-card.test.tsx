import { paths } from '@contracts/routes';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { ACCOUNT_PASSWORD, accountApi, SIGN_IN_AGAIN } from '@/test/account';
import { type ApiCall, deferredAnswer, noContent, sentJson, stubApi } from '@/test/api-stub';
import { makePasskey, removeWebAuthn } from '@/test/passkeys';
import { makeUser, renderApp, renderWithProviders } from '@/test/render-app';
import { DeleteAccountCard } from './delete-account-card';

const CONFIRM = 'Type your email or display name to confirm';
const SAFETY = 'For your safety, sign in again first if you signed in more than 10 minutes ago.';

let assign: MockInstance<typeof browser.assign>;
beforeEach(() => {
  // jsdom cannot leave the page: the full navigation is watched instead.
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterEach(() => assign.mockRestore());

/**
 * The card for Ada (cook@example.com, "Chef Ada"), inside a form of its own as in layouts where
 * the profile form holds it; `answer` may answer a call before the stand-in.
 */
function showCard(
  options: Parameters<typeof accountApi>[0] = {},
  answer?: (call: ApiCall) => Response | Promise<Response> | undefined,
) {
  const api = accountApi(options);
  const stub = stubApi((call) => answer?.(call) ?? api(call));
  const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderWithProviders(
    <form onSubmit={outerSubmit}>
      <DeleteAccountCard user={makeUser()} />
    </form>,
  );
  return { ...stub, outerSubmit, events: userEvent.setup() };
}

async function openDialog(events: UserEvent) {
  // Disabled until the server's settings say whether a password is asked for.
  const open = screen.getByRole('button', { name: 'Delete Account…' });
  await waitFor(() => expect(open).toBeEnabled());
  await events.click(open);
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

const deletions = (calls: ApiCall[]) => calls.filter((call) => call.url === '/api/auth/account');

describe('Delete Account', () => {
  it('warns what goes, links the data export first, and opens nothing by itself', async () => {
    const { events, outerSubmit } = showCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Delete Account' })).toBeVisible();
    expect(screen.getByText(/This cannot be undone\./)).toHaveTextContent(
      'Delete your account and everything in it: recipes, photos and videos, posts, comments and their replies, likes, follows and cookbooks.',
    );
    const download = screen.getByRole('link', { name: 'Download your data first' });
    expect(download).toHaveAttribute('href', paths.exportData);
    expect(download).toHaveAttribute('download');
    const open = screen.getByRole('button', { name: 'Delete Account…' });
    expect(open).toHaveAttribute('type', 'button');

    const dialog = await openDialog(events);
    expect(dialog).toHaveAccessibleDescription(/This cannot be undone\./);
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('keeps Delete disabled until the email (any case) or the display name is typed', async () => {
    const { events, calls } = showCard();
    const dialog = await openDialog(events);
    const confirm = within(dialog).getByLabelText(CONFIRM);
    expect(confirm).toHaveFocus();
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete Account' });
    expect(deleteButton).toBeDisabled();

    await events.type(confirm, 'cook@example.co');
    expect(deleteButton).toBeDisabled();
    await events.type(confirm, 'm');
    expect(deleteButton).toBeEnabled();

    await events.clear(confirm);
    await events.type(confirm, '  COOK@Example.com ');
    expect(deleteButton).toBeEnabled();

    await events.clear(confirm);
    await events.type(confirm, 'chef ada');
    expect(deleteButton).toBeDisabled();
    await events.clear(confirm);
    await events.type(confirm, 'Chef Ada');
    expect(deleteButton).toBeEnabled();
    expect(deletions(calls)).toEqual([]);
  });

  it('deletes a local account with exactly its password, then leaves for the landing page', async () => {
    const answer = deferredAnswer();
    const { events, calls, outerSubmit } = showCard({}, (call) =>
      call.url === '/api/auth/account' ? answer.promise : undefined,
    );
    const dialog = await openDialog(events);
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(within(dialog).queryByText(SAFETY)).not.toBeInTheDocument();

    await events.type(within(dialog).getByLabelText(CONFIRM), 'cook@example.com');
    // No password: asked for here, not refused by the server.
    await events.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(deletions(calls)).toEqual([]);

    await events.type(password, ACCOUNT_PASSWORD);
    // Enter sends the dialog's own form, never the one around the card.
    await events.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const [deletion] = deletions(calls);
    expect(deletion?.method).toBe('DELETE');
    expect(sentJson(deletion)).toEqual({ password: ACCOUNT_PASSWORD });
    expect(assign).not.toHaveBeenCalled();

    answer.release(noContent());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(assign).toHaveBeenCalledTimes(1);
    // The page is being left: the dialog does not pretend it can be used again.
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('proves the account with one of its passkeys instead of the password', async () => {
    const ASSERTION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} };
    const parse = vi.fn((options: unknown) => ({ parsedFrom: options }));
    vi.stubGlobal('PublicKeyCredential', {
      parseCreationOptionsFromJSON: vi.fn(),
      parseRequestOptionsFromJSON: parse,
    });
    const get = vi.fn(async () => ({ toJSON: () => ASSERTION }));
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    const { events, calls } = showCard({}, (call) => {
      if (call.url === '/api/auth/passkeys') return Response.json([makePasskey()]);
      if (call.url === '/api/login/passkey/options') return Response.json({ challenge: 'abc' });
      if (call.url === '/api/auth/account') return noContent();
      return undefined;
    });
    const dialog = await openDialog(events);
    const usePasskey = await within(dialog).findByRole('button', { name: 'Use a passkey instead' });
    expect(usePasskey).toBeDisabled();
    await events.type(within(dialog).getByLabelText(CONFIRM), 'Chef Ada');
    await events.click(usePasskey);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(parse).toHaveBeenCalledWith({ challenge: 'abc' });
    expect(sentJson(deletions(calls)[0])).toEqual({ passkey: ASSERTION });
    vi.unstubAllGlobals();
    removeWebAuthn();
  });

  it('shows a wrong password at its field and keeps the dialog open', async () => {
    const { events, calls } = showCard();
    const dialog = await openDialog(events);
    await events.type(within(dialog).getByLabelText(CONFIRM), 'Chef Ada');
    await events.type(within(dialog).getByLabelText('Password'), 'not-my-password');
    await events.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password is incorrect'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete Account' })).toBeEnabled();
    expect(deletions(calls)).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows any other failure's message in the dialog", async () => {
    const message = 'Too many failed sign-in attempts. Please try again later.';
    const { events } = showCard({}, (call) =>
      call.url === '/api/auth/account' ? Response.json({ message }, { status: 429 }) : undefined,
    );
    const dialog = await openDialog(events);
    await events.type(within(dialog).getByLabelText(CONFIRM), 'cook@example.com');
    await events.type(within(dialog).getByLabelText('Password'), ACCOUNT_PASSWORD);
    await events.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks an OpenID account for no password but a recent sign-in, and sends {}', async () => {
    const { events, calls } = showCard({ accounts: 'oidc' });
    const dialog = await openDialog(events);
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(dialog).getByText(SAFETY)).toBeVisible();

    await events.type(within(dialog).getByLabelText(CONFIRM), 'Chef Ada');
    await events.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const [deletion] = deletions(calls);
    expect(deletion?.method).toBe('DELETE');
    expect(sentJson(deletion)).toEqual({});
  });

  it("shows the server's sign-in-again refusal to an OpenID account as an alert", async () => {
    const { events } = showCard({ accounts: 'oidc', signedInRecently: false });
    const dialog = await openDialog(events);
    await events.type(within(dialog).getByLabelText(CONFIRM), 'cook@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SIGN_IN_AGAIN);
    expect(within(dialog).getByRole('button', { name: 'Delete Account' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('Account Settings', () => {
  it('ends with Delete Account, after Your Data', async () => {
    stubApi(accountApi());
    renderApp(paths.account, makeUser());
    await screen.findByRole('heading', { level: 2, name: 'Delete Account' });
    const cards = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(cards.slice(-2)).toEqual(['Your Data', 'Delete Account']);
  });
});
