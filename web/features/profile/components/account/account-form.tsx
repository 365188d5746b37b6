import type { CurrentUser } from '@contracts/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/texts';
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
  const t = useT('account');
  const form = useForm<AccountFormValues>({
    // Its messages in the page's language, made again with each render (a switch of language).
    resolver: zodResolver(accountFormSchema(t)),
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
        toast({ title: t('profileUpdated'), description: t('profileSaved') });
      },
      onError: () =>
        toast({
          title: t('error'),
          description: t('profileFailed'),
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
            {update.isPending ? t('saving') : t('saveChanges')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
