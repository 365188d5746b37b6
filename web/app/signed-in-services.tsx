import { lazy, Suspense, useEffect, useState } from 'react';
import { hasQueuedChanges } from '@/features/shopping/lib/storage-keys';
import { useLiveEvents } from '@/lib/live-events';

// Loaded only when there is something to send: it brings the shopping feature's code.
const ShoppingSync = lazy(() =>
  import('@/features/shopping/components/shopping-sync').then((module) => ({
    default: module.ShoppingSync,
  })),
);

/**
 * What runs behind every screen of a signed-in cook, loaded after the first screen (the frame
 * imports it lazily): the household's live updates (decision 046) and, when a shopping list was
 * changed offline on an earlier visit, the sending of those changes from whatever screen the app
 * opens on.
 */
export function SignedInServices({ userId }: { userId: string }) {
  useLiveEvents();
  const [unsent, setUnsent] = useState(false);
  useEffect(() => setUnsent(hasQueuedChanges(userId)), [userId]);
  if (!unsent) return null;
  return (
    <Suspense fallback={null}>
      <ShoppingSync />
    </Suspense>
  );
}
