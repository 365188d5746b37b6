import { lazy, Suspense } from 'react';
import { PageLoading } from '@/components/layout/page-loading';
import { useCurrentUser } from '@/features/auth/api/current-user';
import { Landing } from './landing';

// The home (featured recipe, its schemas and queries) loads only for a signed-in cook, so a
// visitor's first screen does not wait for it (scripts/size.mjs).
const Home = lazy(() => import('./home').then((module) => ({ default: module.Home })));

/** '/' is the landing page when signed out or still loading, the home when signed in (SPEC §2). */
export function Component() {
  const { user } = useCurrentUser();
  if (!user) return <Landing />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Home user={user} />
    </Suspense>
  );
}
