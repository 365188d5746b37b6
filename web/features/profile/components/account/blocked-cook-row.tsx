import type { BlockedCook } from '@contracts/protection';
import { paths } from '@contracts/routes';
import { Link } from 'react-router';
import { DisplayName } from '@/components/display-name';
import { TimeAgo } from '@/components/time-ago';
import { Button } from '@/components/ui/button';
import { RowAvatar } from '@/components/user-avatar';
import { T } from '@/lib/i18n/text';
import { useT } from '@/lib/i18n/texts';

/** One blocked cook: picture and name (to their profile), since when, and the Unblock. */
export function BlockedCookRow({
  cook,
  name,
  pending,
  onUnblock,
}: {
  cook: BlockedCook;
  name: string;
  pending: boolean;
  onUnblock: () => void;
}) {
  const t = useT('account');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-center gap-3">
        {/* Their name follows: the picture (or its initials) would only say it again. */}
        <span aria-hidden="true">
          <RowAvatar src={cook.profileImageUrl} displayName={name} />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <Link
            to={paths.user(cook.id)}
            className="truncate font-medium text-foreground text-sm hover:underline"
          >
            <DisplayName userId={cook.id} name={name} />
          </Link>
          <p className="text-muted-foreground text-xs">
            <T
              ns="account"
              name="blockedAgo"
              components={{ ago: <TimeAgo iso={cook.blockedAt} /> }}
            />
          </p>
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={t('unblockCook', { name })}
        disabled={pending}
        onClick={onUnblock}
      >
        {pending ? t('unblocking') : t('unblock')}
      </Button>
    </li>
  );
}
