import type { CurrentUser } from '@contracts/user';
import { Lightbulb } from 'lucide-react';
import { DashboardActions } from '@/features/recipes/components/dashboard-actions';
import { RecentRecipes } from '@/features/recipes/components/recent-recipes';
import { useCurrentUser } from '@/lib/current-user';
import { useT } from '@/lib/i18n/texts';

/** The greeting name: the display name, else the first name, else `fallback` ('Chef'). */
function greetingName(user: CurrentUser | null, fallback: string): string {
  return user?.displayName?.trim() || user?.firstName?.trim() || fallback;
}

/** The dashboard. */
export function Component() {
  const t = useT('home');
  const { user } = useCurrentUser();

  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('dashboardPageTitle')}</title>
      <header>
        <h1 className="font-bold font-serif text-3xl sm:text-4xl">
          {t('welcomeBack', { name: greetingName(user, t('chef')) })}
        </h1>
        <p className="mt-2 text-lg text-muted-foreground">{t('dashboardIntro')}</p>
      </header>
      <DashboardActions />
      <RecentRecipes />
      <HandsFreeTip />
    </div>
  );
}

/** The dashboard's further block, whose content the requirements leave open: a voice-mode tip. */
function HandsFreeTip() {
  const t = useT('home');
  return (
    <aside
      aria-labelledby="tip-heading"
      className="flex gap-4 rounded-2xl border border-notice-border bg-notice p-5"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-notice-border/40 text-notice-accent">
        <Lightbulb className="size-5" aria-hidden="true" />
      </span>
      <div>
        <h2 id="tip-heading" className="font-semibold text-notice-foreground">
          {t('handsFreeTitle')}
        </h2>
        <p className="mt-1 text-notice-foreground text-sm">{t('handsFreeText')}</p>
      </div>
    </aside>
  );
}
