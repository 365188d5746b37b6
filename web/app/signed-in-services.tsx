import { lazy, Suspense, useEffect, useState } from 'react';
import { hasQueuedChanges } from '@/features/shopping/lib/storage-keys';
import { useAppConfig } from '@/lib/app-config';
import { useLiveEvents } from '@/lib/live-events';

// The navigation bar's bell loads with this chunk, after the first screen (root-layout.tsx).
export { NotificationBell } from '@/features/notifications/components/notification-bell';

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
 * opens on; and the server's settings, when the page did not come with them, for the navigation
 * bar, which only reads them (it hides the Community when the community is off).
 */
export function SignedInServices({ userId }: { userId: string }) {
  useLiveEvents();
  useAppConfig();
  const [unsent, setUnsent] = useState(false);
  useEffect(() => setUnsent(hasQueuedChanges(userId)), [userId]);
  if (!unsent) return null;
  return (
    <Suspense fallback={null}>
      <ShoppingSync />
    </Suspense>
  );
}
