import { paths } from '@contracts/routes';
import { type ComponentType, lazy } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { NotFound } from './not-found';
import { RootLayout } from './root-layout';
import { Component as HomeOrLanding, loadHome } from './routes/home-or-landing';
import { SignedInOnly } from './signed-in-only';

type ScreenModule = Promise<{ Component: ComponentType }>;

interface LazyScreen {
  path: string;
  load: () => ScreenModule;
  /** Signed out, the address does not exist: the 404 page. */
  signedInOnly: boolean;
}

/** The screens loaded with their own chunk on first visit; each module exports `Component`. */
const lazyScreens: LazyScreen[] = [
  { path: paths.user(':id'), load: () => import('./routes/user-profile'), signedInOnly: false },
  { path: paths.announcements, load: () => import('./routes/community-feed'), signedInOnly: false },
  // A public cookbook is for anyone; the screen itself shows 404 for anything else.
  { path: paths.cookbook(':id'), load: () => import('./routes/cookbook'), signedInOnly: false },
  // Signed out, this page sends the visitor to sign in rather than showing a 404.
  {
    path: paths.createAnnouncement,
    load: () => import('./routes/create-announcement'),
    signedInOnly: false,
  },
  { path: paths.dashboard, load: () => import('./routes/dashboard'), signedInOnly: true },
  { path: paths.create, load: () => import('./routes/create-recipe'), signedInOnly: true },
  { path: paths.edit(':id'), load: () => import('./routes/edit-recipe'), signedInOnly: true },
  { path: paths.recipes, load: () => import('./routes/my-recipes'), signedInOnly: true },
  { path: paths.recipe(':id'), load: () => import('./routes/recipe-detail'), signedInOnly: true },
  { path: paths.tags, load: () => import('./routes/tags'), signedInOnly: true },
  { path: paths.cookbooks, load: () => import('./routes/cookbooks'), signedInOnly: true },
  { path: paths.account, load: () => import('./routes/account-settings'), signedInOnly: true },
  { path: paths.notifications, load: () => import('./routes/notifications'), signedInOnly: true },
  { path: paths.mealPlan, load: () => import('./routes/meal-plan'), signedInOnly: true },
  { path: paths.shopping, load: () => import('./routes/shopping-lists'), signedInOnly: true },
  {
    path: paths.shoppingList(':id'),
    load: () => import('./routes/shopping-list'),
    signedInOnly: true,
  },
  { path: paths.household, load: () => import('./routes/household'), signedInOnly: true },
  { path: paths.join(':code'), load: () => import('./routes/join-household'), signedInOnly: false },
  // The three moderation screens, one entry: its module routes within (and says 404 to others).
  { path: `${paths.moderation}/*`, load: () => import('./routes/moderation'), signedInOnly: true },
];

const routeElements = lazyScreens.map(({ path, load, signedInOnly }) => {
  const Screen = lazy(() => load().then((module) => ({ default: module.Component })));
  return { path, element: <Screen />, signedInOnly };
});

/**
 * Starts downloading the chunk of the screen at `pathname` as the app starts (main.tsx), beside
 * the sign-in check instead of after it: a signed-in-only screen renders only once the user is
 * known. React.lazy's own import then finds the module loaded or on its way.
 */
export function preloadScreen(pathname: string, probablySignedIn: boolean | null): void {
  if (pathname === paths.home) {
    if (probablySignedIn) loadHome().catch(() => {});
    return;
  }
  const screen = lazyScreens.find(({ path }) => matchPath(path, pathname));
  if (screen && (probablySignedIn !== false || !screen.signedInOnly)) screen.load().catch(() => {});
}

/**
 * The app's route table, used by the browser router (main.tsx) and by memory routers in tests.
 * Declarative routes rather than a data router: the app loads its data with TanStack Query, and the
 * data router's code was 15 KB of the first screen's download (decision 018). Screens load lazily,
 * one chunk each, inside RootLayout's Suspense — except '/', the first screen of most visits, which
 * comes with the entry chunk (its signed-in home is lazy itself) so it needs no second round trip.
 * Which routes exist depends on the sign-in state: '/' picks the landing page or the home, and
 * signed-in-only paths sit under <SignedInOnly>, which shows the 404 page to a signed-out visitor.
 */
export function AppRoutes() {
  const route = ({ path, element }: (typeof routeElements)[number]) => (
    <Route key={path} path={path} element={element} />
  );
  return (
    <Routes>
      <Route path={paths.home} element={<RootLayout />}>
        <Route index element={<HomeOrLanding />} />
        {routeElements.filter(({ signedInOnly }) => !signedInOnly).map(route)}
        <Route element={<SignedInOnly />}>
          {routeElements.filter(({ signedInOnly }) => signedInOnly).map(route)}
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
