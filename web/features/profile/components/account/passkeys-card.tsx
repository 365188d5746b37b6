import type { Passkey } from '@contracts/passkeys';
import { KeyRound } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { useBrowserValue } from '@/lib/browser';
import { Message } from '@/lib/i18n/message';
import { useT } from '@/lib/i18n/texts';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../../api/passkeys';
import { canMakePasskeys } from '../../lib/passkey-ceremony';
import type { AccountT } from '../../lib/profile-text';
import { ListState } from './list-state';
import { PasskeyRow } from './passkey-row';
import { SettingsCard } from './settings-card';

/** Why adding failed, in the cook's words: the server's own, else what the browser's error means. */
function addFailure(t: AccountT, error: unknown): string {
  const serverMessage = asApiError(error)?.serverMessage;
  if (serverMessage) return serverMessage;
  // excludeCredentials: this authenticator already holds one of the account's passkeys.
  if (error instanceof DOMException && error.name === 'InvalidStateError') {
    return t('passkeyExists');
  }
  return t('passkeyNotAdded');
}

/**
 * Passkeys: sign-in without the password, for Simmer's own accounts only (an OpenID provider
 * does its own sign-in). Nothing until the server's settings say which, rather than promise either.
 */
export function PasskeysCard() {
  return useAppConfig()?.accounts === 'local' ? <Passkeys /> : null;
}

function Passkeys() {
  const t = useT('account');
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  // The server's render says yes: nearly every browser can, and the button is the likelier page.
  const supported = useBrowserValue(canMakePasskeys, true);
  // A removed row leaves with the focus: the list takes it, as in Signed-in Devices.
  const list = useRef<HTMLUListElement>(null);

  const addPasskey = () =>
    add.mutate(undefined, {
      onSuccess: (passkey) =>
        toast({
          title: t('passkeyAddedTitle'),
          description: t('passkeyAddedText', { name: passkey.name }),
        }),
    });
  const removePasskey = (passkey: Passkey) =>
    remove.mutate(passkey.id, {
      onSuccess: () => {
        list.current?.focus();
        toast({
          title: t('passkeyRemoved'),
          description: t('passkeyRemovedText', { name: passkey.name }),
        });
      },
      onError: (error) =>
        toast({
          title: t('error'),
          description: asApiError(error)?.serverMessage ?? t('passkeyRemoveFailed'),
          variant: 'destructive',
        }),
    });

  return (
    <SettingsCard icon={KeyRound} title={t('passkeys')} description={t('passkeysText')}>
      <ListState query={passkeys} loading={t('passkeysLoading')} failed={t('passkeysFailed')}>
        {(data) =>
          data.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('nonePasskeys')}</p>
          ) : (
            <ul
              ref={list}
              tabIndex={-1}
              aria-label={t('passkeys')}
              className="divide-y divide-border rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {data.map((passkey) => (
                <PasskeyRow
                  key={passkey.id}
                  passkey={passkey}
                  pending={remove.isPending && remove.variables === passkey.id}
                  onRemove={() => removePasskey(passkey)}
                />
              ))}
            </ul>
          )
        }
      </ListState>
      {add.isError && (
        <p role="alert" className="text-destructive text-sm">
          <Message text={addFailure(t, add.error)} />
        </p>
      )}
      <div className="flex justify-end">
        {supported ? (
          <Button type="button" variant="outline" disabled={add.isPending} onClick={addPasskey}>
            {add.isPending ? t('adding') : t('addPasskey')}
          </Button>
        ) : (
          <p className="text-muted-foreground text-sm">{t('passkeysUnsupported')}</p>
        )}
      </div>
    </SettingsCard>
  );
}
