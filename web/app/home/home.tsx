import { paths } from '@contracts/routes';
import type { CurrentUser } from '@contracts/user';
import { hasDisplayName } from '@contracts/user-names';
import { LogOut, Sparkles } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TodayCard } from '@/features/meal-plan/components/today-card';
import { DailyFeaturedRecipe } from '@/features/recipes/components/daily-featured-recipe';
import { forgetShoppingOnDevice, hasQueuedChanges } from '@/features/shopping/lib/storage-keys';
import { useCommunityOn } from '@/lib/app-config';
import { useT } from '@/lib/i18n/texts';
import { HomeActions } from './home-actions';

/** The signed-in home. */
export function Home({ user }: { user: CurrentUser }) {
  const t = useT('home');
  const canUseCommunity = hasDisplayName(user);
  // With the community turned off there is nothing a display name would unlock.
  const communityOn = useCommunityOn();

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('pageTitle')}</title>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-bold font-serif text-3xl sm:text-4xl">
            {canUseCommunity ? user.displayName?.trim() : t('welcome')}
          </h1>
          <p className="mt-1 text-muted-foreground">{t('intro')}</p>
        </div>
        {/* Sign-out is a full-page navigation: the server ends the session and redirects. */}
        <Button asChild variant="outline">
          <a
            href={paths.logout}
            onClick={(event) => confirmLogout(event, user.id, t('unsentWarning'))}
          >
            <LogOut aria-hidden="true" />
            {t('logout')}
          </a>
        </Button>
      </header>

      {communityOn && !canUseCommunity && <UnlockCommunityNotice />}
      <DailyFeaturedRecipe />
      <TodayCard />
      <HomeActions />
    </div>
  );
}

/**
 * The device forgets the cook's shopping lists at sign-out (the next person on it must not read
 * them); changes still waiting for a connection would go with them, so the cook is asked first.
 */
function confirmLogout(event: MouseEvent<HTMLAnchorElement>, userId: string, warning: string) {
  if (hasQueuedChanges(userId) && !window.confirm(warning)) {
    event.preventDefault();
    return;
  }
  forgetShoppingOnDevice();
}

function UnlockCommunityNotice() {
  const t = useT('home');
  return (
    <section
      aria-labelledby="unlock-community-heading"
      className="flex flex-col gap-4 rounded-2xl border border-notice-border bg-notice p-5 sm:flex-row sm:items-center"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-notice-border/40 text-notice-accent">
        <Sparkles className="size-5" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <h2 id="unlock-community-heading" className="font-semibold text-notice-foreground">
          {t('unlockTitle')}
        </h2>
        <p className="text-notice-foreground text-sm">{t('unlockText')}</p>
      </div>
      <Button asChild className="self-start sm:self-auto">
        <Link to={paths.account}>{t('setUpProfile')}</Link>
      </Button>
    </section>
  );
}
