import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (voice mode: the cook's hands are in the dough), through the
 * Screen Wake Lock API. The browser lets go of the lock when the tab is hidden; it is taken again
 * when the tab comes back. Where the API is missing or the browser refuses (a battery saver), the
 * screen simply may sleep: nothing is shown.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = globalThis.navigator?.wakeLock;
    if (!active || !wakeLock) return;
    let held: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (held && !held.released)) return;
      try {
        held = await wakeLock.request('screen');
        if (stopped) await held.release();
      } catch {
        // Refused: the screen keeps its own timeout.
      }
    };
    const onVisibilityChange = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (held && !held.released) void held.release().catch(() => {});
    };
  }, [active]);
}
