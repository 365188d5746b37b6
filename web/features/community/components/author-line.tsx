import { paths } from '@contracts/routes';
import type { UserSummary } from '@contracts/user';
import { Link } from 'react-router';
import { DisplayName } from '@/components/display-name';
import { TimeAgo } from '@/components/time-ago';
import { UserAvatar } from '@/components/user-avatar';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import { authorName } from '../lib/display';

/** Who wrote a post or comment and when: avatar (initials fallback), name to their profile, time. */
export function AuthorLine({
  user,
  createdAt,
  small = false,
}: {
  user: UserSummary;
  createdAt: string;
  small?: boolean;
}) {
  const t = useT('community');
  const name = authorName(t, user);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar
        src={user.profileImageUrl}
        displayName={user.displayName ?? name}
        size={small ? 32 : 40}
        className={cn('shadow-none ring-0', small ? 'size-8' : 'size-10')}
        fallbackClassName={small ? 'text-xs' : 'text-sm'}
      />
      <div className="flex min-w-0 flex-col leading-tight">
        <Link
          to={paths.user(user.id)}
          className={cn(
            'truncate font-semibold text-foreground hover:underline',
            small ? 'text-sm' : 'text-base',
          )}
        >
          <DisplayName userId={user.id} name={name} />
        </Link>
        <TimeAgo iso={createdAt} className="text-muted-foreground text-xs" />
      </div>
    </div>
  );
}
