import type { AccountSession } from '@contracts/account-security';
import { Monitor } from 'lucide-react';
import { TimeAgo } from '@/components/time-ago';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { deviceName, longDate } from '../../lib/profile-text';

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
  const name = deviceName(session);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-start gap-3">
        <Monitor className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-foreground text-sm">
            {name} {session.current && <Badge>This device</Badge>}
          </p>
          <p className="text-muted-foreground text-xs">
            Signed in <time dateTime={session.createdAt}>{longDate(session.createdAt)}</time>
            {' · '}
            Last seen <TimeAgo iso={session.lastSeenAt} />
          </p>
        </div>
      </div>
      {/* This device signs out with the home page's Logout, which ends the visit as well. */}
      {!session.current && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Sign out ${name}`}
          disabled={pending}
          onClick={onSignOut}
        >
          {pending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}
