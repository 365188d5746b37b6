import { paths } from '@contracts/routes';
import type { CurrentUser } from '@contracts/user';
import { UserX } from 'lucide-react';
import { useAppConfig } from '@/lib/app-config';
import { useT } from '@/lib/i18n/texts';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsCard } from './settings-card';

/**
 * Delete Account: the last card of Account Settings, outside the profile form (the deletion
 * happens at once, not on Save). It offers Your Data's download first: the same plain link to the
 * export, so the cook can keep a copy of what is about to go.
 */
export function DeleteAccountCard({ user }: { user: CurrentUser }) {
  const t = useT('account');
  const accounts = useAppConfig()?.accounts;
  return (
    <SettingsCard icon={UserX} title={t('deleteAccount')}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid max-w-md gap-2 text-sm">
          <p className="text-muted-foreground">{t('deleteText')}</p>
          <p>
            <a
              href={paths.exportData}
              download
              className="font-medium text-primary hover:underline"
            >
              {t('downloadFirst')}
            </a>
          </p>
        </div>
        <DeleteAccountDialog account={user} accounts={accounts} />
      </div>
    </SettingsCard>
  );
}
