import { useQueryClient } from '@tanstack/react-query';
import { PageLoading } from '@/components/layout/page-loading';
import { communityKeys } from '@/features/community/api/community-keys';
import { HouseholdLinkCard } from '@/features/household/components/household-link-card';
import { AccountForm } from '@/features/profile/components/account/account-form';
import { BlockedCooksCard } from '@/features/profile/components/account/blocked-cooks-card';
import { DeleteAccountCard } from '@/features/profile/components/account/delete-account-card';
import { LanguageCard } from '@/features/profile/components/account/language-card';
import { MutedWordsCard } from '@/features/profile/components/account/muted-words-card';
import { PasskeysCard } from '@/features/profile/components/account/passkeys-card';
import { SignedInDevicesCard } from '@/features/profile/components/account/signed-in-devices-card';
import { YourDataCard } from '@/features/profile/components/account/your-data-card';
import { RecipeImport } from '@/features/recipes/components/import/recipe-import';
import { useCommunityOn } from '@/lib/app-config';
import { useCurrentUser } from '@/lib/current-user';
import { useT } from '@/lib/i18n/texts';

/**
 * The community's block states, `blockKeys.all` of features/community/api/block-cook.ts (the
 * test holds the two together): imported, that module's chunk would be one more this screen
 * preloads, a name more in the first screen's download (decision 018).
 */
const BLOCK_STATES = ['blocks'] as const;

/** Account Settings: /account, signed in only. */
export function Component() {
  const t = useT('account');
  const { user } = useCurrentUser();
  const communityOn = useCommunityOn();
  const queryClient = useQueryClient();
  // An unblock or a muted word changes which posts and comments the community's lists hold, and
  // whether a profile says Blocked: read them again when next shown.
  const communityChanged = () => {
    void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    void queryClient.invalidateQueries({ queryKey: BLOCK_STATES });
  };
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('pageTitle')}</title>
      <header>
        <h1 className="font-bold font-serif text-3xl sm:text-4xl">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('intro')}</p>
      </header>
      {user ? (
        <>
          <AccountForm key={user.id} user={user} />
          <LanguageCard user={user} />
          <HouseholdLinkCard />
          {/* Below the form, not in it: adding a passkey or signing a device out happens at once,
              not on Save. Passkeys first, beside the password at the form's end. */}
          <PasskeysCard />
          <SignedInDevicesCard />
          {/* The community's own protections: no routes of theirs when it is turned off. */}
          {communityOn && (
            <>
              <BlockedCooksCard onChange={communityChanged} />
              <MutedWordsCard onChange={communityChanged} />
            </>
          )}
          <YourDataCard importer={<RecipeImport />} />
          {/* Last, after the offer to download everything first. */}
          <DeleteAccountCard user={user} />
        </>
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
