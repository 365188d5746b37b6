import type { CurrentUser } from '@contracts/user';
import { Lightbulb } from 'lucide-react';
import { DashboardActions } from '@/features/recipes/components/dashboard-actions';
import { RecentRecipes } from '@/features/recipes/components/recent-recipes';
import { useCurrentUser } from '@/lib/current-user';

/** The greeting name: the display name, else the first name, else 'Chef'. */
function greetingName(user: CurrentUser | null): string {
  return user?.displayName?.trim() || user?.firstName?.trim() || 'Chef';
}

/** The dashboard. */
export function Component() {
  const { user } = useCurrentUser();

  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-8 sm:px-6 sm:py-10">
      <title>Dashboard · Simmer</title>
      <header>
        <h1 className="font-bold font-serif text-3xl sm:text-4xl">
          Welcome back, {greetingName(user)}!
        </h1>
        <p className="mt-2 text-lg text-muted-foreground">
          Ready to create something delicious today?
        </p>
      </header>
      <DashboardActions />
      <RecentRecipes />
      <HandsFreeTip />
    </div>
  );
}

/** The dashboard's further block, whose content the requirements leave open: a voice-mode tip. */
function HandsFreeTip() {
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
          Cook hands-free
        </h2>
        <p className="mt-1 text-notice-foreground text-sm">
          Open a recipe and turn on Voice: press Space to hear the next step and Enter to hear it
          again.
        </p>
      </div>
    </aside>
  );
}
