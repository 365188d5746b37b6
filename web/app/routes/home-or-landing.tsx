import { lazy, Suspense } from 'react';
import { PageLoading } from '@/components/layout/page-loading';
import { useCurrentUser } from '@/lib/current-user';
import { sessionHint } from '@/lib/session-hint';
import { Landing } from '../home/landing';

// The home (featured recipe, its schemas and queries) loads only for a signed-in cook, so a
// visitor's first screen does not wait for it (scripts/size.mjs).
export const loadHome = () => import('../home/home');
const Home = lazy(() => loadHome().then((module) => ({ default: module.Home })));

/**
 * '/' is the landing page when signed out, the home when signed in. While the sign-in
 * state loads: a loading page if a session cookie came with the page, else the landing page.
 */
export function Component() {
  const { user, isLoading } = useCurrentUser();
  if (!user) return isLoading && sessionHint() ? <PageLoading /> : <Landing />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Home user={user} />
    </Suspense>
  );
}
