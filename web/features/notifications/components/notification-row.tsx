import type { Notification } from '@contracts/notifications';
import { Ban, Bell, Flag, type LucideIcon, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DisplayName } from '@/components/display-name';
import { TimeAgo } from '@/components/time-ago';
import { RowAvatar } from '@/components/user-avatar';
import { T } from '@/lib/i18n/text';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import {
  actorName,
  notificationLink,
  notificationWords,
  targetTitle,
} from '../lib/notification-text';

/**
 * The moderators' notices have no one to picture: an icon of what happened instead (a bell for a
 * cook's action whose every cook is gone).
 */
const NOTICE_ICONS: Partial<Record<Notification['type'], LucideIcon>> = {
  'report-reviewed': Flag,
  removed: ShieldAlert,
  suspended: Ban,
};

/**
 * One notification: who (their picture and name) did what to which thing of the cook's, and when.
 * Unread ones are tinted and dotted, and say "Unread" to screen readers. The whole line is the
 * link to the thing, where there is one.
 */
export function NotificationRow({ item }: { item: Notification }) {
  const t = useT('notifications');
  const { actor, text, values } = notificationWords(item);
  const name = actor ? actorName(actor, t('aCook')) : t('aCook');
  const title = targetTitle(item);
  const link = notificationLink(item);
  const Icon = NOTICE_ICONS[item.type] ?? Bell;

  const body = (
    <>
      {actor ? (
        // Their name follows: the picture (or its initials) would only say it again.
        <span aria-hidden="true">
          <RowAvatar src={actor.profileImageUrl} displayName={name} />
        </span>
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      )}
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('text-sm', !item.read && 'font-medium')}>
          {/* The space outside: a name computed from content trims each element's own. */}
          {!item.read && (
            <>
              <span className="sr-only">{t('unread')}</span>{' '}
            </>
          )}
          <T
            ns="notifications"
            name={text}
            values={{
              ...values,
              // The cook's name drawn as such; "A cook" as plain words when there is nobody.
              name: actor ? (
                <DisplayName userId={actor.id} name={name} className="font-semibold" />
              ) : (
                name
              ),
            }}
          />
        </span>
        {title && (
          <span className="truncate text-muted-foreground text-sm">
            {t('quotedTitle', { title })}
          </span>
        )}
        <TimeAgo iso={item.createdAt} className="text-muted-foreground text-xs" />
      </span>
      {!item.read && (
        <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" />
      )}
    </>
  );

  return (
    <li className={cn(!item.read && 'bg-accent/40')}>
      <RowFrame to={link}>{body}</RowFrame>
    </li>
  );
}

const FRAME = 'flex items-start gap-3 px-4 py-3 sm:px-5';

function RowFrame({ to, children }: { to: string | null; children: ReactNode }) {
  if (!to) return <div className={FRAME}>{children}</div>;
  return (
    <Link
      to={to}
      className={cn(
        FRAME,
        'outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
      )}
    >
      {children}
    </Link>
  );
}
