import { paths } from '@contracts/routes';
import type { RouteObject } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { NotFound } from './not-found';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { SignedInOnly } from './signed-in-only';

/**
 * The route table of SPEC §2, used by the browser router (main.tsx) and by memory routers in tests.
 * Screens load lazily, one chunk each. Which routes exist depends on the sign-in state: '/' picks
 * the landing page or the home, and signed-in-only paths sit under <SignedInOnly>, which shows the
 * 404 page to a signed-out visitor.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./routes/home-or-landing') },
      { path: paths.user(':id'), lazy: () => import('./routes/user-profile') },
      { path: paths.announcements, lazy: () => import('./routes/community-feed') },
      // Not under SignedInOnly: signed out, this page sends the visitor to sign in (SPEC §4).
      {
        path: paths.createAnnouncement,
        lazy: () => import('./routes/create-announcement'),
      },
      {
        Component: SignedInOnly,
        children: [
          { path: paths.dashboard, lazy: () => import('./routes/dashboard') },
          { path: paths.create, lazy: () => import('./routes/create-recipe') },
          { path: paths.edit(':id'), lazy: () => import('./routes/edit-recipe') },
          { path: paths.recipes, lazy: () => import('./routes/my-recipes') },
          { path: paths.recipe(':id'), lazy: () => import('./routes/recipe-detail') },
          { path: paths.account, lazy: () => import('./routes/account-settings') },
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
];
