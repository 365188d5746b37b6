import type { AccountSession } from '@contracts/account-security';
import { MonitorSmartphone } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../../api/account-security';
import { deviceName } from '../../lib/profile-text';
import { DeviceRow } from './device-row';
import { ListState } from './list-state';
import { SettingsCard } from './settings-card';

// This device first, where the reader looks for it; the others in the server's order.
const thisDeviceFirst = (sessions: AccountSession[]) =>
  [...sessions].sort((a, b) => Number(b.current) - Number(a.current));

/**
 * Signed-in Devices: every session of the account, each but this one with its own sign-out, and
 * one sign-out for all the others. Outside the profile form: its changes happen at once.
 */
export function SignedInDevicesCard() {
  const t = useT('account');
  const failed = (error: unknown, description: string) =>
    toast({
      title: t('error'),
      description: asApiError(error)?.serverMessage ?? description,
      variant: 'destructive',
    });
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
        toast({
          title: t('deviceSignedOut'),
          description: t('deviceSignedOutText', { name: deviceName(t, session) }),
        });
      },
      onError: (error) => failed(error, t('deviceSignOutFailed')),
    });
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => {
        focusList();
        toast({ title: t('signedOutElsewhere'), description: t('signedOutElsewhereText') });
      },
      onError: (error) => failed(error, t('othersSignOutFailed')),
    });

  // Left enabled while the list is unknown (loading, or failed to load): ending the others must
  // not depend on seeing them first.
  const noOthers = sessions.isSuccess && sessions.data.every((session) => session.current);

  return (
    <SettingsCard icon={MonitorSmartphone} title={t('devicesTitle')} description={t('devicesText')}>
      <ListState query={sessions} loading={t('devicesLoading')} failed={t('devicesFailed')}>
        {(data) => (
          <ul
            ref={list}
            tabIndex={-1}
            aria-label={t('devicesList')}
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
          {endOthers.isPending ? t('signingOut') : t('signOutOthers')}
        </Button>
      </div>
    </SettingsCard>
  );
}
