import type { AuditEntry } from '@contracts/moderation';
import { paths } from '@contracts/routes';
import { Link } from 'react-router';
import { TimeAgo } from '@/components/time-ago';
import { UserAvatar } from '@/components/user-avatar';
import { T } from '@/lib/i18n/text';
import { useLanguage, useT } from '@/lib/i18n/texts';
import { auditTarget, auditUntil } from '../lib/audit-text';
import { cookName } from '../lib/moderation-text';

/** One line of the log: who did what to which, why, for how long, and when. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  // The line outlives a moderator's deleted account.
  const t = useT('moderation');
  const moderator = entry.moderator ? cookName(t, entry.moderator) : t('formerModerator');
  const until = auditUntil(t, useLanguage(), entry);
  const recipeId = entry.contentType === 'recipe' ? entry.contentId : null;
  const target = auditTarget(t, entry);
  return (
    <li className="flex gap-3 py-4">
      <UserAvatar
        src={entry.moderator?.profileImageUrl}
        displayName={entry.moderator?.displayName ?? moderator}
        size={32}
        className="size-8 shadow-none ring-0"
        fallbackClassName="text-xs"
      />
      <div className="grid min-w-0 flex-1 gap-1 text-sm">
        <p>
          {/* Names and the reason are the cooks' words, given as elements: never read as tags. */}
          <T
            ns="moderation"
            name="logEntry"
            values={{
              action: entry.action,
              moderator: <span className="font-semibold">{moderator}</span>,
              target:
                recipeId !== null ? (
                  <Link
                    to={paths.recipe(recipeId)}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {target}
                  </Link>
                ) : (
                  <span className="font-medium">{target}</span>
                ),
            }}
          />
        </p>
        <p className="whitespace-pre-line break-words text-muted-foreground">
          <T
            ns="moderation"
            name="logReason"
            values={{ reason: <>{entry.reason}</> }}
            components={{ hidden: <span className="sr-only" /> }}
          />
        </p>
        <p className="flex flex-wrap gap-x-3 text-muted-foreground text-xs">
          {until && <span>{until}</span>}
          <TimeAgo iso={entry.createdAt} />
        </p>
      </div>
    </li>
  );
}
