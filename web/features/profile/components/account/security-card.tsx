import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAppConfig } from '@/lib/app-config';
import { type TextName, useT } from '@/lib/i18n/texts';
import { ChangePasswordDialog } from './change-password-dialog';
import { SettingsCard } from './settings-card';

const PASSWORD_TEXT = {
  local: 'passwordLocal',
  oidc: 'passwordExternal',
} as const satisfies Record<string, TextName<'account'>>;

/**
 * Security: the password. Simmer's own accounts change it here; with an OpenID provider it is
 * managed there. Until the server's settings are known, the button stays disabled and unexplained
 * rather than promise either.
 */
export function SecurityCard() {
  const t = useT('account');
  const accounts = useAppConfig()?.accounts;
  return (
    <SettingsCard icon={ShieldCheck} title={t('securityTitle')}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid gap-1">
          <p className="font-medium text-foreground text-sm">{t('password')}</p>
          {accounts && (
            <p className="text-muted-foreground text-sm">{t(PASSWORD_TEXT[accounts])}</p>
          )}
        </div>
        {accounts === 'local' ? (
          <ChangePasswordDialog />
        ) : (
          <Button type="button" variant="outline" disabled>
            {t('changePassword')}
          </Button>
        )}
      </div>
    </SettingsCard>
  );
}
