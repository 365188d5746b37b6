import { paths } from '@contracts/routes';
import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from './not-found';
import { RootLayout } from './root-layout';
import { Component as HomeOrLanding } from './routes/home-or-landing';
import { SignedInOnly } from './signed-in-only';

/** A screen loaded with its own chunk on first visit; its module exports `Component`. */
const screen = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const UserProfile = screen(() => import('./routes/user-profile'));
const CommunityFeed = screen(() => import('./routes/community-feed'));
const CreateAnnouncement = screen(() => import('./routes/create-announcement'));
const Dashboard = screen(() => import('./routes/dashboard'));
const CreateRecipe = screen(() => import('./routes/create-recipe'));
const EditRecipe = screen(() => import('./routes/edit-recipe'));
const MyRecipes = screen(() => import('./routes/my-recipes'));
const RecipeDetail = screen(() => import('./routes/recipe-detail'));
const AccountSettings = screen(() => import('./routes/account-settings'));

/**
 * The route table of SPEC §2, used by the browser router (main.tsx) and by memory routers in tests.
 * Declarative routes rather than a data router: the app loads its data with TanStack Query, and the
 * data router's code was 15 KB of the first screen's download (decision 018). Screens load lazily,
 * one chunk each, inside RootLayout's Suspense — except '/', the first screen of most visits, which
 * comes with the entry chunk (its signed-in home is lazy itself) so it needs no second round trip. Which routes exist depends on the sign-in state:
 * '/' picks the landing page or the home, and signed-in-only paths sit under <SignedInOnly>, which
 * shows the 404 page to a signed-out visitor.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<RootLayout />}>
        <Route index element={<HomeOrLanding />} />
        <Route path={paths.user(':id')} element={<UserProfile />} />
        <Route path={paths.announcements} element={<CommunityFeed />} />
        {/* Not under SignedInOnly: signed out, this page sends the visitor to sign in (SPEC §4). */}
        <Route path={paths.createAnnouncement} element={<CreateAnnouncement />} />
        <Route element={<SignedInOnly />}>
          <Route path={paths.dashboard} element={<Dashboard />} />
          <Route path={paths.create} element={<CreateRecipe />} />
          <Route path={paths.edit(':id')} element={<EditRecipe />} />
          <Route path={paths.recipes} element={<MyRecipes />} />
          <Route path={paths.recipe(':id')} element={<RecipeDetail />} />
          <Route path={paths.account} element={<AccountSettings />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
