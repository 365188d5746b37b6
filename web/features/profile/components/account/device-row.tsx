import type { AccountSession } from '@contracts/account-security';
import { Monitor } from 'lucide-react';
import { TimeAgo } from '@/components/time-ago';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { T } from '@/lib/i18n/text';
import { useLanguage, useT } from '@/lib/i18n/texts';
import { longDate } from '@/lib/relative-time';
import { deviceName } from '../../lib/profile-text';

/** One signed-in device: what it is, when it signed in and was last seen, and its sign-out. */
export function DeviceRow({
  session,
  pending,
  onSignOut,
}: {
  session: AccountSession;
  pending: boolean;
  onSignOut: () => void;
}) {
  const t = useT('account');
  const language = useLanguage();
  const name = deviceName(t, session);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-start gap-3">
        <Monitor className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-foreground text-sm">
            {name} {session.current && <Badge>{t('thisDevice')}</Badge>}
          </p>
          <p className="text-muted-foreground text-xs">
            <T
              ns="account"
              name="signedIn"
              components={{
                date: (
                  <time dateTime={session.createdAt}>{longDate(session.createdAt, language)}</time>
                ),
              }}
            />
            {' · '}
            <T
              ns="account"
              name="lastSeen"
              components={{ ago: <TimeAgo iso={session.lastSeenAt} /> }}
            />
          </p>
        </div>
      </div>
      {/* This device signs out with the home page's Logout, which ends the visit as well. */}
      {!session.current && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={t('signOutDevice', { name })}
          disabled={pending}
          onClick={onSignOut}
        >
          {pending ? t('signingOut') : t('signOut')}
        </Button>
      )}
    </li>
  );
}
