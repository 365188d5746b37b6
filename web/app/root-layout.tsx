import { hasDisplayName } from '@contracts/user-names';
import { Outlet, ScrollRestoration } from 'react-router';
import { NavBar } from '@/components/layout/nav-bar';
import { useCurrentUser } from '@/features/auth/api/current-user';

const MAIN_ID = 'main-content';

/** The frame around every screen: a skip link, the navigation bar when signed in, the content. */
export function RootLayout() {
  const { user } = useCurrentUser();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-lg bg-orange-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {user && (
        <header className="sticky top-0 z-40 border-stone-200 border-b bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
          <NavBar hasDisplayName={hasDisplayName(user)} />
        </header>
      )}
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
