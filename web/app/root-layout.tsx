import { hasDisplayName } from '@contracts/user-names';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { NavBar } from '@/components/layout/nav-bar';
import { PageLoading } from '@/components/layout/page-loading';
import { useCurrentUser } from '@/lib/current-user';
import { useAccountLanguage } from '@/lib/i18n/language';
import { useT } from '@/lib/i18n/texts';
import { useKitchenTimers } from '@/lib/kitchen-timers';
import { sessionHint } from '@/lib/session-hint';
import { useScrollRestoration } from './use-scroll-restoration';

const MAIN_ID = 'main-content';

// The tray loads with the first timer, not with every page (scripts/size.mjs).
const TimerTray = lazy(() =>
  import('@/components/kitchen-timers/timer-tray').then((module) => ({
    default: module.TimerTray,
  })),
);

// Live updates and unsent shopping changes, for signed-in cooks only: after the first screen.
const SignedInServices = lazy(() =>
  import('./signed-in-services').then((module) => ({ default: module.SignedInServices })),
);

// The notifications' bell comes with them, from the same chunk: a lazy import of its own would
// cost the first chunk the name of one more file to preload. The server's page already shows it
// with its count (a prerender waits for lazy code).
const NotificationBell = lazy(() =>
  import('./signed-in-services').then((module) => ({ default: module.NotificationBell })),
);

/**
 * The tray, once a timer runs. It listens to the timers itself: an update to the whole layout
 * while the server's page is still being adopted would make React draw the screen again.
 */
function KitchenTimers() {
  const timers = useKitchenTimers();
  if (timers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TimerTray />
    </Suspense>
  );
}

/**
 * The frame around every screen: a skip link, the navigation bar when signed in (drawn at once
 * when a session cookie came with the page, so the screen is not pushed down when the user
 * arrives; the Community item as for a cook with a display name until then), the content —
 * a loading page while a screen's chunk arrives on its first visit (later navigations keep the
 * old screen until the new one is ready: the router navigates in a transition).
 */
export function RootLayout() {
  const t = useT('common');
  const { user, isLoading } = useCurrentUser();
  useScrollRestoration();
  useAccountLanguage(user?.language);
  const showNavBar = user !== null || (isLoading && sessionHint() === true);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      {showNavBar && (
        <header className="sticky top-0 z-40 border-border border-b print:hidden bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
          <NavBar
            hasDisplayName={user ? hasDisplayName(user) : true}
            role={user?.role}
            bell={
              user && (
                <Suspense fallback={null}>
                  <NotificationBell />
                </Suspense>
              )
            }
          />
        </header>
      )}
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <KitchenTimers />
      {user && (
        <Suspense fallback={null}>
          <SignedInServices userId={user.id} />
        </Suspense>
      )}
    </div>
  );
}
