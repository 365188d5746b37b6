import { paths } from '@contracts/routes';
import { Copy, Globe } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SwitchField } from '@/components/ui/switch-field';
import { toast } from '@/components/ui/use-toast';
import { useBrowserValue, useOrigin } from '@/lib/browser';
import { useT } from '@/lib/i18n/texts';
import type { AccountFormValues } from '../../lib/account-form';
import { SettingsCard } from './settings-card';

const hasClipboard = () => Boolean(navigator.clipboard);

/** Privacy Settings: the Public Profile switch and, when on, the shareable profile URL. */
export function PrivacyCard({ userId }: { userId: string }) {
  const t = useT('account');
  const { control, watch } = useFormContext<AccountFormValues>();
  const isPublic = watch('isPublic');
  const url = `${useOrigin()}${paths.user(userId)}`;
  const canCopy = useBrowserValue(hasClipboard, false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('linkCopied'), description: t('linkCopiedText') });
    } catch {
      toast({ title: t('error'), description: t('copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <SettingsCard icon={Globe} title={t('privacyTitle')}>
      <SwitchField
        control={control}
        name="isPublic"
        id="account-public"
        label={t('publicProfile')}
        hint={t('publicProfileHint')}
      />
      {isPublic && (
        <div className="grid gap-2">
          <Label htmlFor="account-profile-url">{t('profileUrl')}</Label>
          <div className="flex gap-2">
            <Input
              id="account-profile-url"
              value={url}
              readOnly
              className="bg-muted"
              onFocus={(event) => event.target.select()}
            />
            {canCopy && (
              <Button
                type="button"
                variant="outline"
                onClick={copy}
                aria-label={t('copyProfileUrl')}
              >
                <Copy aria-hidden="true" />
                <span className="hidden sm:inline">{t('copy')}</span>
              </Button>
            )}
          </div>
        </div>
      )}
    </SettingsCard>
  );
}
