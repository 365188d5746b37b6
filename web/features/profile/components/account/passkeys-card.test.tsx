import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, errorAnswer, sentJson, stubApi } from '@/test/api-stub';
import {
  CREDENTIAL_JSON,
  makePasskey,
  passkeyApi,
  REGISTRATION_OPTIONS,
  removeWebAuthn,
  stubWebAuthn,
} from '@/test/passkeys';
import { renderWithProviders } from '@/test/render-app';
import { PasskeysCard } from './passkeys-card';

const ODD_ID = 'cred/1+2=';

function showPasskeys(api = passkeyApi(), answer?: (call: ApiCall) => Response | undefined) {
  const stub = stubApi((call) => answer?.(call) ?? api(call));
  const view = renderWithProviders(<PasskeysCard />);
  return { ...stub, ...view, events: userEvent.setup() };
}

const passkeyList = () => screen.findByRole('list', { name: 'Passkeys' });
const addButton = () => screen.findByRole('button', { name: 'Add a Passkey' });
const callsTo = (calls: ApiCall[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);

afterEach(removeWebAuthn);

describe('Passkeys', () => {
  it('lists the passkeys with when each was added and last used', async () => {
    stubWebAuthn();
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    showPasskeys(
      passkeyApi({
        passkeys: [
          makePasskey({ name: 'Phone', lastUsedAt: twoHoursAgo }),
          makePasskey({ id: 'cred-2', name: 'Laptop', createdAt: '2025-01-10T12:00:00.000Z' }),
        ],
      }),
    );
    expect(
      await screen.findByText(
        'Sign in with your fingerprint, face or device PIN instead of your password.',
      ),
    ).toBeVisible();
    const rows = within(await passkeyList()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Phone');
    expect(rows[0]).toHaveTextContent('Added March 5, 2025 · Last used 2 hours ago');
    expect(rows[1]).toHaveTextContent('Added January 10, 2025 · Never used');
    expect(screen.getByRole('button', { name: 'Remove passkey Laptop' })).toBeEnabled();
    expect(await addButton()).toBeEnabled();
  });

  it('says when there are none yet', async () => {
    stubWebAuthn();
    showPasskeys(passkeyApi({ passkeys: [] }));
    expect(await screen.findByText('No passkeys yet.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Passkeys' })).not.toBeInTheDocument();
  });

  it("adds one: the server's options to the browser, the browser's answer to the server", async () => {
    const webAuthn = stubWebAuthn();
    const { calls, events } = showPasskeys(passkeyApi({ passkeys: [] }));
    await events.click(await addButton());
    expect(await screen.findByText('Passkey Added')).toBeVisible();
    expect(webAuthn.parse).toHaveBeenCalledWith(REGISTRATION_OPTIONS);
    expect(webAuthn.create).toHaveBeenCalledWith({
      publicKey: { parsedFrom: REGISTRATION_OPTIONS },
    });
    expect(callsTo(calls, 'POST', '/api/auth/passkeys/options')).toHaveLength(1);
    const [sent] = callsTo(calls, 'POST', '/api/auth/passkeys');
    expect(sentJson(sent)).toEqual({ response: CREDENTIAL_JSON });
    const rows = within(await passkeyList()).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Laptop');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says no passkey was added when the cook cancels, and sends nothing to keep', async () => {
    stubWebAuthn(async () => {
      throw new DOMException(
        'The operation either timed out or was not allowed.',
        'NotAllowedError',
      );
    });
    const { calls, events } = showPasskeys();
    await events.click(await addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('No passkey was added.');
    expect(callsTo(calls, 'POST', '/api/auth/passkeys')).toEqual([]);
    expect(await addButton()).toBeEnabled();
  });

  it("shows the server's message when the browser's answer does not verify", async () => {
    stubWebAuthn();
    const message = 'The passkey could not be verified';
    const { events } = showPasskeys(passkeyApi(), (call) =>
      call.method === 'POST' && call.url === '/api/auth/passkeys'
        ? errorAnswer(400, message)
        : undefined,
    );
    await events.click(await addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(within(await passkeyList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('removes one by its id, encoded, and reads the list again', async () => {
    stubWebAuthn();
    const { calls, events } = showPasskeys(
      passkeyApi({ passkeys: [makePasskey({ id: ODD_ID, name: 'Phone' })] }),
    );
    await passkeyList();
    await events.click(screen.getByRole('button', { name: 'Remove passkey Phone' }));
    expect(await screen.findByText('No passkeys yet.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      expect.objectContaining({ url: '/api/auth/passkeys/cred%2F1%2B2%3D' }),
    ]);
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/auth/passkeys')).toHaveLength(2));
  });

  it('says when this browser cannot make passkeys, in place of the button', async () => {
    // No stubWebAuthn: jsdom, like an old browser, has no PublicKeyCredential JSON helpers.
    showPasskeys();
    expect(await screen.findByText('This browser cannot make passkeys.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a Passkey' })).not.toBeInTheDocument();
    // The passkeys already made elsewhere can still be removed.
    expect(
      await screen.findByRole('button', { name: 'Remove passkey Chrome on macOS' }),
    ).toBeVisible();
  });

  it('shows nothing for accounts of an OpenID provider, and asks for no passkeys', async () => {
    stubWebAuthn();
    const { calls } = showPasskeys(passkeyApi({ accounts: 'oidc' }));
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/app-config')).toHaveLength(1));
    // Give the settings' answer time to be read: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Passkeys' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a Passkey' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/auth/passkeys')).toEqual([]);
  });
});
