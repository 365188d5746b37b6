import type { ReportedItem } from '@contracts/moderation';
import { UserAvatar } from '@/components/user-avatar';
import { useLanguage, useT } from '@/lib/i18n/texts';
import { cookName, suspensionText } from '../lib/moderation-text';

/** Who posted the reported content (or whose profile it is), and whether they are suspended. */
export function ReportedUser({
  user,
  label,
}: {
  user: ReportedItem['reportedUser'];
  label: string;
}) {
  const t = useT('moderation');
  const name = cookName(t, user);
  const suspension = suspensionText(t, useLanguage(), user.suspendedUntil);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar
        src={user.profileImageUrl}
        displayName={user.displayName ?? name}
        size={32}
        className="size-8 shadow-none ring-0"
        fallbackClassName="text-xs"
      />
      <p className="min-w-0 text-sm leading-tight">
        <span className="text-muted-foreground">{label} </span>
        <span className="font-semibold">{name}</span>
        {suspension && (
          <span className="mt-0.5 block font-medium text-destructive text-xs">{suspension}</span>
        )}
      </p>
    </div>
  );
}
