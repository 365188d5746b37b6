/**
 * Where the device keeps a cook's shopping lists and unsent changes (localStorage). Tiny on
 * purpose: the app's frame asks whether changes wait to be sent without loading the feature.
 */
export const STORAGE_PREFIX = 'simmer-shopping:';

export const cookPrefix = (userId: string) => `${STORAGE_PREFIX}${encodeURIComponent(userId)}:`;
export const outboxKey = (userId: string) => `${cookPrefix(userId)}outbox`;

/** Whether changes this cook made wait to be sent (false where storage is off). */
export function hasQueuedChanges(userId: string): boolean {
  try {
    const queued = localStorage.getItem(outboxKey(userId));
    return queued !== null && queued !== '[]';
  } catch {
    return false;
  }
}

/** Removes every shopping list and unsent change kept on this device (at sign-out). */
export function forgetShoppingOnDevice(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Storage switched off: nothing was kept.
  }
}
