import type { Passkey } from '@contracts/passkeys';
import { KeyRound } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { useBrowserValue } from '@/lib/browser';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../../api/passkeys';
import { canMakePasskeys } from '../../lib/passkey-ceremony';
import { ListState } from './list-state';
import { PasskeyRow } from './passkey-row';
import { SettingsCard } from './settings-card';

/** Why adding failed, in the cook's words: the server's own, else what the browser's error means. */
function addFailure(error: unknown): string {
  const serverMessage = asApiError(error)?.serverMessage;
  if (serverMessage) return serverMessage;
  // excludeCredentials: this authenticator already holds one of the account's passkeys.
  if (error instanceof DOMException && error.name === 'InvalidStateError') {
    return 'This device already has a passkey for your account.';
  }
  return 'No passkey was added.';
}

/**
 * Passkeys: sign-in without the password, for Simmer's own accounts only (an OpenID provider
 * does its own sign-in). Nothing until the server's settings say which, rather than promise either.
 */
export function PasskeysCard() {
  return useAppConfig()?.accounts === 'local' ? <Passkeys /> : null;
}

function Passkeys() {
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
        toast({ title: 'Passkey Added', description: `${passkey.name} can sign you in now.` }),
    });
  const removePasskey = (passkey: Passkey) =>
    remove.mutate(passkey.id, {
      onSuccess: () => {
        list.current?.focus();
        toast({ title: 'Passkey Removed', description: `${passkey.name} no longer signs you in.` });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: asApiError(error)?.serverMessage ?? 'That passkey could not be removed.',
          variant: 'destructive',
        }),
    });

  return (
    <SettingsCard
      icon={KeyRound}
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of your password."
    >
      <ListState query={passkeys} what="passkeys">
        {(data) =>
          data.length === 0 ? (
            <p className="text-muted-foreground text-sm">No passkeys yet.</p>
          ) : (
            <ul
              ref={list}
              tabIndex={-1}
              aria-label="Passkeys"
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
          {addFailure(add.error)}
        </p>
      )}
      <div className="flex justify-end">
        {supported ? (
          <Button type="button" variant="outline" disabled={add.isPending} onClick={addPasskey}>
            {add.isPending ? 'Adding...' : 'Add a Passkey'}
          </Button>
        ) : (
          <p className="text-muted-foreground text-sm">This browser cannot make passkeys.</p>
        )}
      </div>
    </SettingsCard>
  );
}
