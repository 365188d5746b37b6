import { Outlet } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { useCurrentUser } from '@/lib/current-user';
import { NotFound } from './not-found';

/**
 * Layout route for paths that exist only when signed in: signed out they are a 404.
 * While the sign-in state is still loading we show a loading page rather than the 404, so a
 * signed-in user reloading /recipes does not see "Page Not Found" flash by; and when the
 * sign-in state cannot be learnt at all (no connection), a page saying so, with Try Again.
 */
export function SignedInOnly() {
  const { user, isLoading, unreachable, retry } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  if (user) return <Outlet />;
  return <NotFound onRetry={unreachable ? retry : undefined} />;
}
