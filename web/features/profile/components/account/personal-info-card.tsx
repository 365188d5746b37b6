import { PROFILE_LIMITS } from '@contracts/profile';
import { UserRound } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useT } from '@/lib/i18n/texts';
import type { AccountFormValues } from '../../lib/account-form';
import { SettingsCard } from './settings-card';
import { TextField } from './text-field';

/** Personal Information: names, the display name and the read-only e-mail. */
export function PersonalInfoCard({ email }: { email: string | null }) {
  const t = useT('account');
  const {
    register,
    formState: { errors },
  } = useFormContext<AccountFormValues>();
  return (
    <SettingsCard icon={UserRound} title={t('personalTitle')} description={t('personalText')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="account-first-name"
          label={t('firstName')}
          autoComplete="given-name"
          maxLength={PROFILE_LIMITS.name}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id="account-last-name"
          label={t('lastName')}
          autoComplete="family-name"
          maxLength={PROFILE_LIMITS.name}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        id="account-display-name"
        label={t('displayName')}
        autoComplete="nickname"
        maxLength={PROFILE_LIMITS.displayName}
        hint={t('displayNameHint', { max: PROFILE_LIMITS.displayName })}
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <TextField
        id="account-email"
        label={t('email')}
        type="email"
        value={email ?? ''}
        readOnly
        className="bg-muted text-muted-foreground"
        hint={t('emailHint')}
      />
    </SettingsCard>
  );
}
