import type { AuditEntry } from '@contracts/moderation';
import { paths } from '@contracts/routes';
import { Link } from 'react-router';
import { TimeAgo } from '@/components/time-ago';
import { UserAvatar } from '@/components/user-avatar';
import { AUDIT_VERBS, auditTarget, auditUntil } from '../lib/audit-text';
import { cookName } from '../lib/moderation-text';

/** One line of the log: who did what to which, why, for how long, and when. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  // The line outlives a moderator's deleted account.
  const moderator = entry.moderator ? cookName(entry.moderator) : 'A former moderator';
  const until = auditUntil(entry);
  const recipeId = entry.contentType === 'recipe' ? entry.contentId : null;
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
          <span className="font-semibold">{moderator}</span> {AUDIT_VERBS[entry.action]}{' '}
          {recipeId !== null ? (
            <Link
              to={paths.recipe(recipeId)}
              className="font-medium underline-offset-4 hover:underline"
            >
              {auditTarget(entry)}
            </Link>
          ) : (
            <span className="font-medium">{auditTarget(entry)}</span>
          )}
        </p>
        <p className="whitespace-pre-line break-words text-muted-foreground">
          <span className="sr-only">Reason: </span>“{entry.reason}”
        </p>
        <p className="flex flex-wrap gap-x-3 text-muted-foreground text-xs">
          {until && <span>{until}</span>}
          <TimeAgo iso={entry.createdAt} />
        </p>
      </div>
    </li>
  );
}
