import { PROFILE_LIMITS } from '@contracts/profile';
import { NotebookPen } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { AccountFormValues } from '../../lib/account-form';
import { SettingsCard } from './settings-card';

/** About You: the bio with its live 'n/500 characters' counter. */
export function AboutCard() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<AccountFormValues>();
  const length = watch('bio')?.length ?? 0;
  const error = errors.bio?.message;
  return (
    <SettingsCard
      icon={NotebookPen}
      title="About You"
      description="Tell other cooks about yourself."
    >
      <div className="grid gap-2">
        <Label htmlFor="account-bio">Bio</Label>
        <Textarea
          id="account-bio"
          rows={4}
          maxLength={PROFILE_LIMITS.bio}
          placeholder="Favourite cuisines, kitchen stories, what you love to cook…"
          aria-describedby={error ? 'account-bio-count account-bio-error' : 'account-bio-count'}
          aria-invalid={error ? true : undefined}
          {...register('bio')}
        />
        <p id="account-bio-count" className="text-right text-muted-foreground text-xs">
          {length}/{PROFILE_LIMITS.bio} characters
        </p>
        {error && (
          <p id="account-bio-error" className="font-medium text-destructive text-sm">
            {error}
          </p>
        )}
      </div>
    </SettingsCard>
  );
}
