import type { CurrentUser } from '@contracts/user';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { currentUserQuery } from '@/lib/current-user';
import { createQueryClient } from '@/lib/query-client';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    email: 'cook@example.com',
    firstName: 'Ada',
    lastName: 'Cook',
    profileImageUrl: null,
    displayName: 'Chef Ada',
    bio: null,
    isPublic: false,
    role: 'user',
    language: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Records the router's location on every render, for tests to read. */
function LocationProbe({ into }: { into: { location?: Location } }) {
  into.location = useLocation();
  return null;
}

/**
 * Renders the whole app at `path`. Pass a user (or `null` for signed out) to seed the current-user
 * cache; leave it out to let the real query run against a stubbed `fetch`.
 */
export function renderApp(path: string, user?: CurrentUser | null) {
  const queryClient = createQueryClient();
  if (user !== undefined) queryClient.setQueryData(currentUserQuery.queryKey, user);
  const seen: { location?: Location } = {};
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe into={seen} />
      </MemoryRouter>
    </AppProviders>,
  );
  /** Where the app is now, as its router sees it. */
  const location = () => {
    if (!seen.location) throw new Error('the router has not rendered');
    return seen.location;
  };
  return { ...view, location, queryClient, events: userEvent.setup() };
}

/** Renders one component inside the app's providers (query client, toasts, tooltips), no router. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  const view = render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
  return { ...view, queryClient };
}
