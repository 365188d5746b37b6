import { PROFILE_LIMITS } from '@contracts/profile';
import { UserRound } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import type { AccountFormValues } from '../../lib/account-form';
import { SettingsCard } from './settings-card';
import { TextField } from './text-field';

/** Personal Information: names, the display name and the read-only e-mail. */
export function PersonalInfoCard({ email }: { email: string | null }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<AccountFormValues>();
  return (
    <SettingsCard
      icon={UserRound}
      title="Personal Information"
      description="Your display name is shown on your posts and unlocks the Community."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="account-first-name"
          label="First Name"
          autoComplete="given-name"
          maxLength={PROFILE_LIMITS.name}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id="account-last-name"
          label="Last Name"
          autoComplete="family-name"
          maxLength={PROFILE_LIMITS.name}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        id="account-display-name"
        label="Display Name"
        autoComplete="nickname"
        maxLength={PROFILE_LIMITS.displayName}
        hint={`Up to ${PROFILE_LIMITS.displayName} characters.`}
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <TextField
        id="account-email"
        label="Email"
        type="email"
        value={email ?? ''}
        readOnly
        className="bg-muted text-muted-foreground"
        hint="Email cannot be changed through this interface"
      />
    </SettingsCard>
  );
}
