import { Bell, CheckCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListPager } from '@/components/list-pager';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/texts';
import { useMarkAllRead } from '../api/notification-mutations';
import { useNotifications, useUnreadCount } from '../api/notification-queries';
import { NotificationRow } from './notification-row';

/**
 * The Notifications screen: newest first, 20 at a time. Opening it marks nothing read: the unread
 * marks are what the cook came to see, and they stay until "Mark all as read" (the bell too).
 */
export function NotificationsPage() {
  const t = useT('notifications');
  const list = useNotifications();
  const unread = useUnreadCount();
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flat() ?? [];
  // The bell may count some the list leaves out (a blocked cook's): those are marked read too.
  const anyUnread = items.some((item) => !item.read) || (unread.data ?? 0) > 0;

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (list.isError && items.length === 0) {
    body = (
      <EmptyState icon={Bell} title={t('notLoaded')} headingLevel="h2">
        <Button variant="outline" onClick={() => list.refetch()}>
          {t('tryAgain')}
        </Button>
      </EmptyState>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState icon={Bell} title={t('emptyTitle')} text={t('emptyText')} headingLevel="h2" />
    );
  } else {
    body = (
      <>
        <Card className="overflow-hidden">
          <ol aria-label={t('notifications')} className="divide-y divide-border">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} />
            ))}
          </ol>
        </Card>
        <ListPager
          query={list}
          shown={items.length}
          text={{ more: t('loadMore'), loading: t('loadingMore'), failed: t('moreFailed') }}
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('pageTitle')}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold font-serif text-3xl sm:text-4xl">{t('notifications')}</h1>
          <p className="mt-1 text-muted-foreground">{t('intro')}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={!anyUnread || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden="true" />
          {markAll.isPending ? t('marking') : t('markAll')}
        </Button>
      </header>
      <p role="status" className="sr-only">
        {markAll.isSuccess ? t('allMarked') : ''}
      </p>
      {markAll.isError && (
        <p role="alert" className="text-destructive text-sm">
          {t('markFailed')}
        </p>
      )}
      {body}
    </div>
  );
}
