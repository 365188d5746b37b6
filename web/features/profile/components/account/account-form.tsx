import type { CurrentUser } from '@contracts/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useUpdateProfile } from '../../api/profile-mutations';
import {
  type AccountFormValues,
  accountDefaults,
  accountFormData,
  accountFormSchema,
} from '../../lib/account-form';
import { AboutCard } from './about-card';
import { PersonalInfoCard } from './personal-info-card';
import { PrivacyCard } from './privacy-card';
import { ProfilePictureCard } from './profile-picture-card';
import { SecurityCard } from './security-card';

/** Account Settings: picture, personal information, bio, privacy, security, save. */
export function AccountForm({ user }: { user: CurrentUser }) {
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: accountDefaults(user),
  });
  const [picture, setPicture] = useState<File | null>(null);
  const update = useUpdateProfile();
  const displayName = form.watch('displayName');

  const save = form.handleSubmit((values) =>
    update.mutate(accountFormData(values, picture), {
      onSuccess: (saved) => {
        form.reset(accountDefaults(saved));
        setPicture(null);
        toast({ title: 'Profile Updated', description: 'Your profile has been saved.' });
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to update profile. Please try again.',
          variant: 'destructive',
        }),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate className="grid gap-6">
        <ProfilePictureCard
          user={user}
          displayName={displayName}
          picture={picture}
          onPictureChange={setPicture}
          disabled={update.isPending}
        />
        <PersonalInfoCard email={user.email} />
        <AboutCard />
        <PrivacyCard userId={user.id} />
        <SecurityCard />
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={update.isPending}>
            <Save aria-hidden="true" />
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
