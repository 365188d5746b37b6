import type { Passkey } from '@contracts/passkeys';
import { KeyRound } from 'lucide-react';
import { TimeAgo } from '@/components/time-ago';
import { Button } from '@/components/ui/button';
import { longDate } from '../../lib/profile-text';

/** One passkey: its name, when it was added and last used, and its Remove. */
export function PasskeyRow({
  passkey,
  pending,
  onRemove,
}: {
  passkey: Passkey;
  pending: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid min-w-0 gap-1">
          <p className="break-words font-medium text-foreground text-sm">{passkey.name}</p>
          <p className="text-muted-foreground text-xs">
            Added <time dateTime={passkey.createdAt}>{longDate(passkey.createdAt)}</time>
            {' · '}
            {passkey.lastUsedAt ? (
              <>
                Last used <TimeAgo iso={passkey.lastUsedAt} />
              </>
            ) : (
              'Never used'
            )}
          </p>
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Remove passkey ${passkey.name}`}
        disabled={pending}
        onClick={onRemove}
      >
        {pending ? 'Removing...' : 'Remove'}
      </Button>
    </li>
  );
}
