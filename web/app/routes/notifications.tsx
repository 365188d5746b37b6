import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/** Notifications: /notifications, signed in only. */
export function Component() {
  return <NotificationsPage />;
}
