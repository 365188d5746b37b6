import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { deviceStore } from '../lib/device-store';
import type { QueuedChange } from '../lib/outbox';
import { type OutboxSync, outboxSync, type SyncState } from './outbox-sync';

const NOTHING_QUEUED: readonly QueuedChange[] = [];
const IDLE: SyncState = { sending: false, stalled: false };
const never = () => () => {};

/**
 * The signed-in cook's outbox sync, sending what waits as soon as it is mounted and whenever the
 * browser says it is back online. Null on the server's render, which has no device to keep on.
 */
export function useShoppingSync(): OutboxSync | null {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.id ?? '';
  const store = deviceStore(userId);
  const sync = store ? outboxSync(queryClient, store, userId) : null;
  useEffect(() => {
    if (!sync) return;
    const send = () => void sync.flush();
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [sync]);
  return sync;
}

/**
 * The changes waiting to be sent. The server's render and the browser's first one, which adopts
 * its HTML, show none (the server cannot know them); they are drawn right after.
 */
export function useQueuedChanges(sync: OutboxSync | null): readonly QueuedChange[] {
  return useSyncExternalStore(
    sync ? sync.store.subscribe : never,
    sync ? sync.store.outbox : () => NOTHING_QUEUED,
    () => NOTHING_QUEUED,
  );
}

export function useSyncState(sync: OutboxSync | null): SyncState {
  return useSyncExternalStore(
    sync ? sync.subscribe : never,
    sync ? sync.snapshot : () => IDLE,
    () => IDLE,
  );
}
