import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountApi, devices, makeSession } from '@/test/account';
import { errorAnswer, neverAnswer, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render-app';
import { SignedInDevicesCard } from './signed-in-devices-card';

const FIREFOX = '6f1c2a4e-0000-4000-8000-000000000002';

function showDevices(api: Parameters<typeof stubApi>[0] = accountApi()) {
  const stub = stubApi(api);
  renderWithProviders(<SignedInDevicesCard />);
  return { ...stub, events: userEvent.setup() };
}

const deviceList = () => screen.findByRole('list', { name: 'Signed-in devices' });

describe('Signed-in Devices', () => {
  it('lists the devices, this one first and marked, each other one with its sign-out', async () => {
    showDevices();
    const rows = within(await deviceList()).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Chrome 131 on macOS');
    expect(within(rows[0] as HTMLElement).getByText('This device')).toBeVisible();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Firefox 133 on Windows 10');
    expect(rows[1]).toHaveTextContent('Signed in January 10, 2025 · Last seen 2 hours ago');
    expect(rows[2]).toHaveTextContent('Unknown browser on unknown system');
    expect(rows[2]).toHaveTextContent('Last seen 3 days ago');
    expect(screen.getAllByText('This device')).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Sign out Unknown browser on unknown system' }),
    ).toBeEnabled();
  });

  it('signs one device out by its id and reads the list again', async () => {
    const { calls, events } = showDevices();
    await deviceList();
    await events.click(screen.getByRole('button', { name: 'Sign out Firefox 133 on Windows 10' }));
    expect(await screen.findByText('Device Signed Out')).toBeVisible();
    expect(screen.getByText('Firefox 133 on Windows 10 is signed out.')).toBeVisible();
    const ended = calls.filter((call) => call.method === 'DELETE');
    expect(ended).toEqual([expect.objectContaining({ url: `/api/auth/sessions/${FIREFOX}` })]);
    const list = await deviceList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).not.toHaveTextContent('Firefox');
    // The signed-out row's button went with it: the list keeps the keyboard's place.
    expect(list).toHaveFocus();
  });

  it('signs out every other device at once', async () => {
    const { calls, events } = showDevices();
    await deviceList();
    await events.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed Out Everywhere Else')).toBeVisible();
    expect(screen.getByText('Only this device is still signed in.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      expect.objectContaining({ url: '/api/auth/sessions' }),
    ]);
    await waitFor(async () =>
      expect(within(await deviceList()).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('offers no "everywhere else" when this is the only device', async () => {
    showDevices(accountApi({ sessions: [makeSession()] }));
    await deviceList();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('says the devices are loading', async () => {
    neverAnswer();
    renderWithProviders(<SignedInDevicesCard />);
    expect(screen.getByText('Loading devices...')).toHaveAttribute('role', 'status');
  });

  it('says when the devices could not be read, and tries again on Retry', async () => {
    let failing = true;
    const api = accountApi();
    const { events } = showDevices((call) =>
      failing ? errorAnswer(500, 'Internal error') : api(call),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your devices could not be loaded.');
    failing = false;
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await deviceList()).getAllByRole('listitem')).toHaveLength(devices().length);
  });
});
