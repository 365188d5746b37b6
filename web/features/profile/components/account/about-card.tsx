import { PROFILE_LIMITS } from '@contracts/profile';
import { NotebookPen } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { Message } from '@/lib/i18n/message';
import { useT } from '@/lib/i18n/texts';
import type { AccountFormValues } from '../../lib/account-form';
import { SettingsCard } from './settings-card';

/** About You: the bio with its live 'n/500 characters' counter. */
export function AboutCard() {
  const t = useT('account');
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<AccountFormValues>();
  const length = watch('bio')?.length ?? 0;
  const error = errors.bio?.message;
  return (
    <SettingsCard icon={NotebookPen} title={t('aboutTitle')} description={t('aboutText')}>
      <div className="grid gap-2">
        <Label htmlFor="account-bio">{t('bio')}</Label>
        <Textarea
          id="account-bio"
          rows={4}
          maxLength={PROFILE_LIMITS.bio}
          placeholder={t('bioPlaceholder')}
          aria-describedby={error ? 'account-bio-count account-bio-error' : 'account-bio-count'}
          aria-invalid={error ? true : undefined}
          {...register('bio')}
        />
        <p id="account-bio-count" className="text-right text-muted-foreground text-xs">
          {t('bioCount', { count: length, max: PROFILE_LIMITS.bio })}
        </p>
        {error && (
          <p id="account-bio-error" className="font-medium text-destructive text-sm">
            <Message text={error} />
          </p>
        )}
      </div>
    </SettingsCard>
  );
}
