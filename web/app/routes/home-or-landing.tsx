import { useCurrentUser } from '@/features/auth/api/current-user';
import { Home } from './home';
import { Landing } from './landing';

/** '/' is the landing page when signed out or still loading, the home when signed in (SPEC §2). */
export function Component() {
  const { user } = useCurrentUser();
  return user ? <Home user={user} /> : <Landing />;
}
