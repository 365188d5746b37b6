import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, jsonAnswer, parseCall, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render-app';
import { NotificationBell } from './notification-bell';

/** The bell, its count read from `count()` at each ask; the asks are counted. */
function showBell(count: () => number | Response) {
  const stub = stubApi(() => {
    const answer = count();
    return typeof answer === 'number' ? jsonAnswer({ count: answer }) : answer;
  });
  renderWithProviders(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
  const asks = () =>
    stub.calls.filter(
      (call) => parseCall(call).path === '/api/notifications/unread-count' && call.method === 'GET',
    ).length;
  return { ...stub, asks };
}

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe('the notifications bell', () => {
  it('says how many are unread, in its name and on its badge, and leads to the list', async () => {
    showBell(() => 3);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    const badge = screen.getByText('3');
    expect(badge).toBeVisible();
    // The name says it already: the badge is not read out a second time.
    expect(badge).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    [99, '99', 'Notifications, 99 unread'],
    [100, '99+', 'Notifications, more than 99 unread'],
  ])('shows %i as "%s"', async (count, badge, name) => {
    showBell(() => count);
    expect(await screen.findByRole('link', { name })).toHaveTextContent(badge);
  });

  it('shows no badge when nothing is unread', async () => {
    const { asks } = showBell(() => 0);
    await waitFor(() => expect(asks()).toBe(1));
    expect(screen.getByRole('link', { name: 'Notifications' }).textContent).toBe('');
  });

  it('is a plain bell when the count cannot be read', async () => {
    const { asks } = showBell(() => errorAnswer(500, 'Internal error'));
    await waitFor(() => expect(asks()).toBe(1));
    expect(screen.getByRole('link', { name: 'Notifications' }).textContent).toBe('');
  });

  it('asks again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 1;
    showBell(() => count);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
    count = 4;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeVisible();
  });

  it('asks again when the window comes back into focus', async () => {
    let count = 2;
    const { asks } = showBell(() => count);
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    count = 5;
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    expect(await screen.findByRole('link', { name: 'Notifications, 5 unread' })).toBeVisible();
    expect(asks()).toBe(2);
  });
});
