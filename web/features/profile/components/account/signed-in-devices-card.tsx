import type { AccountSession } from '@contracts/account-security';
import { MonitorSmartphone } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../../api/account-security';
import { deviceName } from '../../lib/profile-text';
import { DeviceRow } from './device-row';
import { ListState } from './list-state';
import { SettingsCard } from './settings-card';

const failed = (error: unknown, description: string) =>
  toast({
    title: 'Error',
    description: asApiError(error)?.serverMessage ?? description,
    variant: 'destructive',
  });

// This device first, where the reader looks for it; the others in the server's order.
const thisDeviceFirst = (sessions: AccountSession[]) =>
  [...sessions].sort((a, b) => Number(b.current) - Number(a.current));

/**
 * Signed-in Devices: every session of the account, each but this one with its own sign-out, and
 * one sign-out for all the others. Outside the profile form: its changes happen at once.
 */
export function SignedInDevicesCard() {
  const sessions = useAccountSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  // A signed-out row, or the button that just emptied the list, leaves with the focus: the list
  // takes it, so a keyboard goes on from there rather than from the top of the page.
  const list = useRef<HTMLUListElement>(null);
  const focusList = () => list.current?.focus();

  const signOut = (session: AccountSession) =>
    endSession.mutate(session.id, {
      onSuccess: () => {
        focusList();
        toast({ title: 'Device Signed Out', description: `${deviceName(session)} is signed out.` });
      },
      onError: (error) => failed(error, 'That device could not be signed out. Please try again.'),
    });
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => {
        focusList();
        toast({
          title: 'Signed Out Everywhere Else',
          description: 'Only this device is still signed in.',
        });
      },
      onError: (error) => failed(error, 'Your other devices could not be signed out.'),
    });

  // Left enabled while the list is unknown (loading, or failed to load): ending the others must
  // not depend on seeing them first.
  const noOthers = sessions.isSuccess && sessions.data.every((session) => session.current);

  return (
    <SettingsCard
      icon={MonitorSmartphone}
      title="Signed-in Devices"
      description="Where your account is signed in. Sign out any device you do not recognise."
    >
      <ListState query={sessions} what="devices">
        {(data) => (
          <ul
            ref={list}
            tabIndex={-1}
            aria-label="Signed-in devices"
            className="divide-y divide-border rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {thisDeviceFirst(data).map((session) => (
              <DeviceRow
                key={session.id}
                session={session}
                pending={endSession.isPending && endSession.variables === session.id}
                onSignOut={() => signOut(session)}
              />
            ))}
          </ul>
        )}
      </ListState>
      <div className="flex justify-end">
        <Button
          type="button"
          variant="outline"
          disabled={noOthers || endOthers.isPending}
          onClick={signOutOthers}
        >
          {endOthers.isPending ? 'Signing out...' : 'Sign out everywhere else'}
        </Button>
      </div>
    </SettingsCard>
  );
}
