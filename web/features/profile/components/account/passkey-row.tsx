import type { Passkey } from '@contracts/passkeys';
import { KeyRound } from 'lucide-react';
import { TimeAgo } from '@/components/time-ago';
import { Button } from '@/components/ui/button';
import { T } from '@/lib/i18n/text';
import { useLanguage, useT } from '@/lib/i18n/texts';
import { longDate } from '@/lib/relative-time';

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
  const t = useT('account');
  const language = useLanguage();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid min-w-0 gap-1">
          <p className="break-words font-medium text-foreground text-sm">{passkey.name}</p>
          <p className="text-muted-foreground text-xs">
            <T
              ns="account"
              name="passkeyAdded"
              components={{
                date: (
                  <time dateTime={passkey.createdAt}>{longDate(passkey.createdAt, language)}</time>
                ),
              }}
            />
            {' · '}
            {passkey.lastUsedAt ? (
              <T
                ns="account"
                name="passkeyLastUsed"
                components={{ ago: <TimeAgo iso={passkey.lastUsedAt} /> }}
              />
            ) : (
              t('passkeyNeverUsed')
            )}
          </p>
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={t('removePasskey', { name: passkey.name })}
        disabled={pending}
        onClick={onRemove}
      >
        {pending ? t('removing') : t('remove')}
      </Button>
    </li>
  );
}
