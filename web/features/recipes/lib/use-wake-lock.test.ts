import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock';

/** A stand-in Screen Wake Lock that records what was asked of it. */
function fakeWakeLock() {
  const log: string[] = [];
  const sentinels: { released: boolean }[] = [];
  const wakeLock = {
    request: vi.fn(async (type: string) => {
      log.push(`request ${type}`);
      const sentinel = {
        released: false,
        release: async () => {
          sentinel.released = true;
          log.push('release');
        },
      };
      sentinels.push(sentinel);
      return sentinel;
    }),
  };
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: wakeLock });
  return { log, sentinels };
}

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('keeping the screen on', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    setVisibility('visible');
  });

  it('holds the lock while active, takes it again when the tab comes back, lets go when done', async () => {
    const { log, sentinels } = fakeWakeLock();
    const { rerender } = renderHook(({ active }) => useWakeLock(active), {
      initialProps: { active: false },
    });
    expect(log).toEqual([]);
    rerender({ active: true });
    await waitFor(() => expect(log).toEqual(['request screen']));

    // Hidden, the browser drops the lock; back, it is taken again.
    setVisibility('hidden');
    if (sentinels[0]) sentinels[0].released = true;
    setVisibility('visible');
    await waitFor(() => expect(log).toEqual(['request screen', 'request screen']));

    rerender({ active: false });
    await waitFor(() => expect(log.at(-1)).toBe('release'));
  });

  it('is silently absent where the browser has no wake lock, or refuses it', async () => {
    expect(() => renderHook(() => useWakeLock(true))).not.toThrow();
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: vi.fn().mockRejectedValue(new DOMException('Battery saver', 'NotAllowedError')),
      },
    });
    const { unmount } = renderHook(() => useWakeLock(true));
    unmount();
  });
});
