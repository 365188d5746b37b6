import { paths } from '@contracts/routes';
import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { useUnreadCount } from '../api/notification-queries';
import { badgeText, bellLabel } from '../lib/bell-text';

/**
 * The navigation bar's way to the notifications, with the unread count as a badge. Its name
 * carries the count ("Notifications, 3 unread"), so the badge itself is hidden from screen
 * readers. Without a count (not read yet, or the read failed) it is a plain bell.
 */
export function NotificationBell() {
  const t = useT('common');
  const { data: count = 0 } = useUnreadCount();
  return (
    <Button
      asChild
      variant="ghost"
      size="icon"
      // NavLink marks the bell aria-current="page" on the notifications' screen: styled by that.
      className="relative size-9 text-muted-foreground hover:text-foreground aria-[current=page]:bg-accent aria-[current=page]:text-primary [&_svg]:size-5"
    >
      <NavLink to={paths.notifications} aria-label={bellLabel(t, count)}>
        <Bell aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 font-semibold text-[0.6875rem] text-primary-foreground leading-none ring-2 ring-card"
          >
            {badgeText(count)}
          </span>
        )}
      </NavLink>
    </Button>
  );
}
